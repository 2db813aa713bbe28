// Mobile main navigation (< md): a menu button and a panel with every group and link of the main navigation plus
// the quote and call buttons. The panel closes when a link in it is clicked, on Escape, on a press outside the
// panel and its button, and on any navigation.
import { useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { CloseIcon, MenuIcon, PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { telHref } from '@/lib/site-facts';
import { isCurrentPage, mainNav } from '@/features/navigation/lib/nav-items';
import { useDismiss } from '@/features/navigation/lib/use-dismiss';

const PANEL_ID = 'mobile-menu';

type MobileMenuProps = {
  /** The agency's phone number, for the call button (absent while the facts load). */
  phone?: string | undefined;
};

export function MobileMenu({ phone }: MobileMenuProps) {
  const [location] = useLocation();
  // The menu is open only at the location where it was opened: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const ToggleIcon = open ? CloseIcon : MenuIcon;

  const close = (focusToggle: boolean) => {
    setOpenAt(null);
    if (focusToggle) toggleRef.current?.focus();
  };
  // Escape gives focus back to the menu button; a press outside the panel and its button leaves it where it is.
  useDismiss(open, [panelRef, toggleRef], close);

  // Any link in the panel closes it; focus goes back to the menu button (a page change then moves it to the page).
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close(true);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpenAt(open ? null : location)}
        className="flex size-9 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 md:hidden"
      >
        <ToggleIcon className="size-6" />
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        onClick={onPanelClick}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl md:hidden"
      >
        <nav aria-label="Main" className="px-4 pt-2 pb-6">
          <ul className="divide-y divide-slate-100">
            {mainNav.map((entry) => (
              <li key={entry.id} className="py-2">
                <MenuLink href={entry.href} location={location} className="text-base font-semibold">
                  {entry.label}
                </MenuLink>
                {entry.items ? (
                  <ul className="mb-1 ml-3 border-l border-slate-200 pl-3">
                    {entry.items.map((item) => (
                      <li key={item.href + item.label}>
                        <MenuLink href={item.href} location={location} className="text-[0.9375rem]">
                          {item.label}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3">
            <Link href={paths.requestQuote.getHref()} className={buttonVariants()}>
              Get a Quote
            </Link>
            {phone ? (
              <a href={telHref(phone)} className={buttonVariants({ variant: 'outline' })}>
                <PhoneIcon className="size-5 text-teal-600" />
                Call {phone}
              </a>
            ) : null}
          </div>
        </nav>
      </div>
    </>
  );
}

function MenuLink({
  href,
  location,
  className,
  children,
}: {
  href: string;
  location: string;
  className: string;
  children: string;
}) {
  const current = isCurrentPage(location, href);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex min-h-11 items-center rounded-md px-2 hover:bg-navy-50 hover:text-teal-700',
        className,
        current ? 'text-teal-700' : 'text-navy-900',
      )}
    >
      {children}
    </Link>
  );
}
