import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';
import { keepTabInside } from './focus-trap';

const m = defineMessages('ui', uiEn);

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Under the title, in smaller type. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons or links in the bottom bar. */
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

const sizes = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * A modal dialog: Escape, the close button or a click on the backdrop closes it; focus stays inside while
 * it is open and returns to where it was afterwards.
 */
export function Modal({ open, onClose, title, description, children, footer, size = 'lg' }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      keepTabInside(event, panelRef.current);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-[80] flex items-center justify-center p-4 sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 animate-fade-in bg-slate-900/60 backdrop-blur-[2px]"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={clsx(
          'relative flex max-h-full w-full animate-pop-in flex-col overflow-hidden rounded-2xl bg-white shadow-2xl',
          sizes[size],
        )}
      >
        <header className="flex items-start gap-4 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0 flex-1">
            {/* A long name wraps, even one typed as a single word, rather than being cut off. */}
            <h2 id={titleId} className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
              {title}
            </h2>
            {description ? (
              <div className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-500">{description}</div>
            ) : null}
          </div>
          <button
            ref={closeRef}
            type="button"
            aria-label={t(m.close)}
            onClick={onClose}
            className="relative -me-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg before:absolute before:top-1/2 before:left-1/2 before:size-11 before:-translate-x-1/2 before:-translate-y-1/2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-green-600"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-auto">{children}</div>
        {footer ? (
          <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3">
            {footer}
          </footer>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
