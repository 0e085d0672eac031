import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  /** A count shown after the label, e.g. unread conversations. */
  count?: number;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled selection. */
  selectedId?: string;
  onChange?: (id: string) => void;
  /** Initial selection when uncontrolled (e.g. Delivery Orders default to Senders, docs/product/admin.md). */
  defaultId?: string;
  /** Name of the tab list for screen readers, e.g. "Delivery status". */
  label?: string;
  className?: string;
}

/** Tabs on Headless UI: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs({ tabs, selectedId, onChange, defaultId, label, className }: TabsProps) {
  const indexOf = (id: string | undefined) => {
    const index = tabs.findIndex((tab) => tab.id === id);
    return index === -1 ? 0 : index;
  };
  const controlled = selectedId !== undefined;

  return (
    <TabGroup
      className={className}
      {...(controlled ? { selectedIndex: indexOf(selectedId) } : { defaultIndex: indexOf(defaultId) })}
      onChange={(index) => {
        const tab = tabs[index];
        if (tab) onChange?.(tab.id);
      }}
    >
      {/*
        Below 480px the tabs share the row, each by its label's width, and a long label wraps, so every tab stays
        in view (a phone never hides "Cancelled" in a sideways strip); from 480px they sit at their own width.
      */}
      <TabList aria-label={label} className="flex gap-1 border-b border-line">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className={cx(
              'focus-ring -mb-px inline-flex min-h-11 min-w-0 flex-auto flex-wrap items-center justify-center gap-x-2 border-b-2 border-transparent px-1 py-1 text-center text-[0.8125rem] font-semibold break-words text-muted min-[480px]:flex-none min-[480px]:px-4 min-[480px]:text-sm',
              'hover:text-ink data-selected:border-brand-600 data-selected:text-brand-700',
            )}
          >
            {tab.label}
            {/* The space keeps the accessible name "Messages 3" rather than "Messages3". */}
            {tab.count !== undefined && ' '}
            {tab.count !== undefined && (
              <span className="rounded-full bg-grey-100 px-2 py-0.5 text-xs font-semibold text-grey-700">
                {tab.count}
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} className="focus-ring rounded-control">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
