import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { InfoContent } from '../content';

export function InfoPage({ content }: { content: InfoContent }) {
  useDocumentTitle(content.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link
          to={paths.landing.getHref()}
          className="focus-ring rounded text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{content.title}</span>
      </nav>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{content.title}</h1>
      <p className="mt-4 text-lg text-muted">{content.summary}</p>
      <div className="mt-10 space-y-8">
        {content.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold text-ink">{section.heading}</h2>
            <p className="mt-2 leading-relaxed text-grey-700">{section.body}</p>
            {section.link && (
              <Link
                to={section.link.to}
                className="focus-ring mt-2 inline-block rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {section.link.label}
              </Link>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
