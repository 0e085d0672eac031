import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { cx } from './class-names';

interface SidebarNavItemBase {
  label: string;
  icon: ReactNode;
  /** "danger" paints the item red (the traveler's red Logout, docs/product/traveler.md). */
  tone?: 'default' | 'danger';
  onClick?: () => void;
}

/**
 * One side-menu entry: `to` is a path in this app (NavLink, marks the current page), `href` an absolute
 * URL in another app (e.g. appHref('sender', '/home')), and an entry with only `onClick` is a button.
 */
export type SidebarNavItem = SidebarNavItemBase &
  (
    | { to: string; end?: boolean; href?: never }
    | { href: string; to?: never; end?: never }
    | { onClick: () => void; to?: never; href?: never; end?: never }
  );

export interface SidebarLayoutProps {
  brand: ReactNode;
  nav: SidebarNavItem[];
  /** Entries pinned to the bottom of the menu (Logout, Go to sender view). */
  footerNav?: SidebarNavItem[];
  topBar: ReactNode;
  children: ReactNode;
  /** Name of the nav landmark. */
  navLabel?: string;
  /** Id of the main region, the target of the skip link. */
  mainId?: string;
}

/**
 * docs/product/overview.md, Constants: a permanent left menu, 80px wide with icons only at 600px or less and
 * 226px with labels from 601px (`wide:`). In icon-only mode the labels stay in the accessibility tree
 * (sr-only).
 */
export function SidebarLayout({
  brand,
  nav,
  footerNav = [],
  topBar,
  children,
  navLabel = 'Main',
  mainId = 'main-content',
}: SidebarLayoutProps) {
  return (
    // On paper only the page's content prints (a receipt): the menu and the top bar are for the screen.
    <div className="flex min-h-dvh bg-canvas print:block print:min-h-0 print:bg-white">
      <a
        href={`#${mainId}`}
        className="focus-ring sr-only rounded-control bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 flex h-dvh print:hidden w-20 shrink-0 flex-col border-r border-line bg-surface wide:w-[226px]">
        <div className="flex min-h-16 items-center justify-center px-2 py-3 wide:justify-start wide:px-5">
          {brand}
        </div>
        <nav
          aria-label={navLabel}
          className="flex min-h-0 flex-1 flex-col justify-between gap-4 overflow-y-auto px-3 py-4"
        >
          <SidebarNavList items={nav} />
          {footerNav.length > 0 && <SidebarNavList items={footerNav} />}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {topBar}
        <main id={mainId} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none wide:p-6 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}

function SidebarNavList({ items }: { items: SidebarNavItem[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to ?? item.href ?? item.label}>
          <SidebarNavEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

function itemClasses(tone: SidebarNavItem['tone'], active: boolean): string {
  return cx(
    'focus-ring flex min-h-11 w-full items-center justify-center gap-3 rounded-control px-3 text-sm font-medium wide:justify-start',
    tone === 'danger'
      ? 'text-danger-600 hover:bg-danger-50'
      : active
        ? 'bg-brand-600 text-white'
        : 'text-grey-700 hover:bg-brand-50 hover:text-brand-700',
  );
}

function SidebarNavEntry({ item }: { item: SidebarNavItem }) {
  const content = (
    <>
      <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center [&>svg]:size-5">
        {item.icon}
      </span>
      {/* Icons only at 600px or less, but the label is still the link's accessible name. */}
      {/* Wraps rather than cutting a label short ("Go to Sender View" stays whole in the 226px menu). */}
      <span className="sr-only wide:not-sr-only wide:min-w-0 wide:break-words">{item.label}</span>
    </>
  );

  if (item.to !== undefined) {
    return (
      <NavLink
        to={item.to}
        end={item.end}
        onClick={item.onClick}
        className={({ isActive }) => itemClasses(item.tone, isActive)}
      >
        {content}
      </NavLink>
    );
  }
  if (item.href !== undefined) {
    return (
      <a href={item.href} onClick={item.onClick} className={itemClasses(item.tone, false)}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={item.onClick} className={itemClasses(item.tone, false)}>
      {content}
    </button>
  );
}
