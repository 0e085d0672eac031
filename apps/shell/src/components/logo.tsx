import { Brand } from '@tote/ui/brand';
import { paths } from '../config/paths';

/** The Tote word mark; links home. */
export function Logo({ className }: { className?: string }) {
  return <Brand href={paths.landing.getHref()} collapsible={false} className={className} />;
}
