// Desktop main navigation (≥ md): top-level links and the drop-down groups. A group opens on hover and
// closes 150 ms after the pointer leaves; a click on its arrow opens it, or keeps open what hovering opened, and
// the next click closes it; from the keyboard its toggle button opens it (Enter, Space, ArrowDown), Escape closes
// it and returns focus to the toggle, and tabbing out closes it.
import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { isCurrentPage, isInSection, mainNav, type NavEntry } from '@/features/navigation/lib/nav-items';
import { useDelayedMenu, type DelayedMenu } from '@/features/navigation/lib/use-delayed-menu';
import { useDismiss } from '@/features/navigation/lib/use-dismiss';

const linkBase = 'flex h-10 items-center rounded-md text-sm font-medium transition-colors focus-visible:outline-white';

/** A top-level link: highlighted when the page shown is in its section. */
const topLinkClass = (inSection: boolean) =>
  cn(linkBase, 'px-3', inSection ? 'bg-white/10 text-white' : 'text-navy-100 hover:bg-white/10 hover:text-white');

export function DesktopNav({ className }: { className?: string }) {
  const [location] = useLocation();
  const menu = useDelayedMenu();
  const navRef = useRef<HTMLElement>(null);

  // A press outside the menu bar, or Escape while a drop-down opened by hover shows, closes it. (Escape inside a
  // group is handled there, moving focus too.)
  useDismiss(menu.openId !== null, [navRef], () => menu.close());

  return (
    <nav ref={navRef} aria-label="Main" className={className}>
      <ul className="flex flex-wrap items-center gap-1 py-1.5">
        {mainNav.map((entry, index) =>
          entry.items ? (
            <NavGroup
              key={entry.id}
              entry={entry}
              items={entry.items}
              menu={menu}
              location={location}
              alignRight={index === mainNav.length - 1}
            />
          ) : (
            <li key={entry.id}>
              <Link
                href={entry.href}
                className={topLinkClass(isInSection(location, entry))}
                aria-current={isCurrentPage(location, entry.href) ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

type NavGroupProps = {
  entry: NavEntry;
  items: NonNullable<NavEntry['items']>;
  menu: DelayedMenu;
  location: string;
  alignRight: boolean;
};

function NavGroup({ entry, items, menu, location, alignRight }: NavGroupProps) {
  const open = menu.openId === entry.id;
  const panelId = `main-nav-${entry.id}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Whether hovering opened the drop-down showing now: the click that usually follows must not close it.
  const openedByHover = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const inSection = isInSection(location, entry);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (!open) openedByHover.current = true;
    menu.open(entry.id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') menu.closeSoon(entry.id);
  };

  // Enter and Space (detail 0) toggle; a pointer's click keeps open a drop-down hovering opened, else toggles.
  const onToggleClick = (event: MouseEvent) => {
    const keepOpen = event.detail > 0 && open && openedByHover.current;
    openedByHover.current = false;
    if (!keepOpen) menu.toggle(entry.id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      menu.close(entry.id);
      toggleRef.current?.focus();
    }
  };

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openedByHover.current = false;
      flushSync(() => menu.open(entry.id)); // at once, so that its links can take focus
      linksIn(listRef.current).at(event.key === 'ArrowDown' ? 0 : -1)?.focus();
    }
  };

  return (
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) menu.close(entry.id);
      }}
    >
      <div className={cn('flex items-center rounded-md', (inSection || open) && 'bg-white/10')}>
        <Link
          href={entry.href}
          className={cn(linkBase, 'pr-1.5 pl-3', inSection || open ? 'text-white' : 'text-navy-100 hover:text-white')}
          aria-current={isCurrentPage(location, entry.href) ? 'page' : undefined}
        >
          {entry.label}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${entry.label} menu`}
          onClick={onToggleClick}
          onKeyDown={onToggleKeyDown}
          className="mr-1 flex size-8 items-center justify-center rounded text-navy-100 hover:bg-white/10 hover:text-white focus-visible:outline-white"
        >
          <ChevronDownIcon className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
        </button>
      </div>
      <div id={panelId} hidden={!open} className={cn('absolute top-full z-50 pt-2', alignRight ? 'right-0' : 'left-0')}>
        <GroupLinks listRef={listRef} items={items} location={location} onNavigate={() => menu.close()} />
      </div>
    </li>
  );
}

type GroupLinksProps = {
  listRef: RefObject<HTMLUListElement | null>;
  items: NonNullable<NavEntry['items']>;
  location: string;
  onNavigate: () => void;
};

/** A drop-down's list of links, the page shown marked; arrow keys, Home and End move among them. */
function GroupLinks({ listRef, items, location, onNavigate }: GroupLinksProps) {
  return (
    <ul ref={listRef} onKeyDown={moveFocusInList} className="w-64 rounded-lg bg-white p-2 shadow-xl ring-1 ring-navy-900/10">
      {items.map((item) => {
        const current = isCurrentPage(location, item.href);
        return (
          <li key={item.href + item.label}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2.5 text-sm font-medium hover:bg-navy-50 hover:text-teal-700',
                current ? 'bg-navy-50 text-teal-700' : 'text-navy-900',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The links of a drop-down's list, in order. */
const linksIn = (list: HTMLElement | null) => Array.from(list?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

/** Arrow keys, Home and End move focus among the links of the list the event is on (the arrows wrap around). */
function moveFocusInList(event: KeyboardEvent<HTMLElement>) {
  const all = linksIn(event.currentTarget);
  const current = all.indexOf(document.activeElement as HTMLAnchorElement);
  const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  all.at(next % all.length)?.focus();
}
