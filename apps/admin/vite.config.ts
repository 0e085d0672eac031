import { toteViteConfig } from '@tote/ui/vite-preset';

export default toteViteConfig({ app: 'admin' });
