// Mobile main navigation (< md): a menu button and a panel with every group and link of the main navigation plus
// the quote, call and text buttons. Until the page's code runs (no JavaScript, or before hydration) it is a native
// disclosure that opens without script; then a button whose panel closes when a link in it is clicked, on Escape, on
// a press outside the panel and its button, and on any navigation.
import { useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { CloseIcon, MenuIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useIsServerOrHydrating } from '@/lib/render-stamp';
import { smsHref, telHref } from '@/lib/site-facts';
import { isCurrentPage, mainNav } from '@/features/navigation/lib/nav-items';
import { useDismiss } from '@/features/navigation/lib/use-dismiss';

const PANEL_ID = 'mobile-menu';
const toggleClass = 'flex size-9 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 md:hidden';
const panelClass =
  'absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl md:hidden';

type MobileMenuProps = {
  /** The agency's phone and text numbers, for the call and text buttons (absent while the facts load). */
  phone?: string | undefined;
  text?: string | undefined;
  /** Where Get a Quote leads (the header's own: a product page's preselects its product). */
  quoteHref: string;
};

export function MobileMenu(props: MobileMenuProps) {
  return useIsServerOrHydrating() ? <DisclosureMenu {...props} /> : <ScriptedMenu {...props} />;
}

/** The menu as the server sends it: <details> opens and closes without any script. */
function DisclosureMenu({ phone, text, quoteHref }: MobileMenuProps) {
  const [location] = useLocation();
  return (
    <details className="group md:hidden">
      <summary aria-label="Menu" className={cn(toggleClass, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        <MenuIcon className="size-6 group-open:hidden" />
        <CloseIcon className="hidden size-6 group-open:block" />
      </summary>
      <div id={PANEL_ID} className={panelClass}>
        <MenuContent location={location} phone={phone} text={text} quoteHref={quoteHref} />
      </div>
    </details>
  );
}

function ScriptedMenu({ phone, text, quoteHref }: MobileMenuProps) {
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
        className={toggleClass}
      >
        <ToggleIcon className="size-6" />
      </button>
      <div ref={panelRef} id={PANEL_ID} hidden={!open} onClick={onPanelClick} className={panelClass}>
        <MenuContent location={location} phone={phone} text={text} quoteHref={quoteHref} />
      </div>
    </>
  );
}

/** Every group and link of the main navigation, then Get a Quote, Call and Text. */
function MenuContent({ location, phone, text, quoteHref }: MobileMenuProps & { location: string }) {
  return (
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
        <Link href={quoteHref} className={buttonVariants()}>
          Get a Quote
        </Link>
        {phone ? (
          <a href={telHref(phone)} className={buttonVariants({ variant: 'outline' })}>
            <PhoneIcon className="size-5 text-teal-600" />
            Call {phone}
          </a>
        ) : null}
        {text ? (
          <a href={smsHref(text)} className={buttonVariants({ variant: 'outline' })}>
            <MessageIcon className="size-5 text-teal-600" />
            Text {text}
          </a>
        ) : null}
      </div>
    </nav>
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
