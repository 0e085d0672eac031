import { Link } from 'react-router-dom';
import { buttonClasses } from './button';
import { useDocumentTitle } from './document-title';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';
import { ContentLayout } from './page-layout';

export interface NotFoundPageProps {
  /** Where the way out goes: the app's home path. */
  homeHref: string;
  /** The way out's label, e.g. "Go to Home". */
  homeLabel?: string;
  /**
   * "content" sits inside a role app's layout (a ContentLayout card); "standalone" is a page of its own
   * (the shell's public pages).
   */
  variant?: 'content' | 'standalone';
}

/** The catch-all route's screen: says the page is missing and links home. */
export function NotFoundPage({ homeHref, homeLabel = 'Go to Home', variant = 'content' }: NotFoundPageProps) {
  const notice = (
    <EmptyState
      icon={<AlertIcon className="size-6" />}
      title="We couldn't find that page"
      description="The link may be out of date or mistyped."
      action={
        <Link to={homeHref} className={buttonClasses()}>
          {homeLabel}
        </Link>
      }
    />
  );
  if (variant === 'content') return <ContentLayout title="Page not found">{notice}</ContentLayout>;
  return <StandaloneNotFound>{notice}</StandaloneNotFound>;
}

function StandaloneNotFound({ children }: { children: React.ReactNode }) {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-center text-3xl font-extrabold tracking-tight text-ink">Page not found</h1>
      {children}
    </div>
  );
}
