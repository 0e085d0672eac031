import { toteViteConfig } from '@tote/ui/vite-preset';

export default toteViteConfig({ port: 5171 });
