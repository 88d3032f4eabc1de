import clsx from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { useNarrowerThan, type Breakpoint } from '@/hooks/use-media-query';
import { defineMessages, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';
import { Button } from './button';

const m = defineMessages('ui', uiEn);

export interface DataTableColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for this column's cells (e.g. alignment, width, nowrap). */
  className?: string;
  /** The header may break onto two lines ("Account / Number") when its words are wider than the values. */
  wrapHeader?: boolean;
  /** Header and cells aligned to the end (amounts): the right, or the left in a right-to-left language. */
  align?: 'left' | 'right';
  /**
   * Stays in view at the end edge (the right, in English) when the table is wider than its card and scrolls sideways
   * (row actions), so long names or notes never push it out of sight; as cards, it stands at the card's foot.
   */
  pinned?: boolean;
}

const pinnedCell = [
  'sticky end-0 z-[1] shadow-[inset_1px_0_0_var(--color-slate-200),-10px_0_12px_-10px_rgb(15_23_42_/_0.18)]',
  'rtl:shadow-[inset_-1px_0_0_var(--color-slate-200),10px_0_12px_-10px_rgb(15_23_42_/_0.18)]',
];

interface DataTableProps<Row> {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Shown in one full-width row while there are no rows yet. */
  loading: boolean;
  loadingText?: string;
  emptyText: string;
  /** Shown instead of the rows when loading failed, with a retry button when `onRetry` is given. */
  errorText?: string | null;
  onRetry?: () => void;
  /** True while newer rows are on their way (the current ones are dimmed). */
  refreshing?: boolean;
  rowClassName?: (row: Row) => string | undefined;
  /** Compact: narrower cell padding, for tables with many columns. */
  density?: 'comfortable' | 'compact';
  /** Narrower than this breakpoint the rows are shown as cards; a wide table may ask for a larger one. */
  cardsBelow?: Breakpoint;
}

/**
 * A table in the console's card style, with its loading, empty and error rows; narrower than `cardsBelow`
 * (a phone), a list of cards, one per row, each giving every column as a label and its value.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  loadingText,
  emptyText,
  errorText,
  onRetry,
  refreshing = false,
  rowClassName,
  density = 'comfortable',
  cardsBelow = 'md',
}: DataTableProps<Row>) {
  const t = useT();
  const asCards = useNarrowerThan(cardsBelow);
  const cellPadding = density === 'compact' ? 'px-2.5 py-3 first:ps-4 last:pe-4' : 'px-4 py-3';
  let message: ReactNode = null;
  if (errorText && !rows?.length) {
    message = (
      <div role="alert" className="flex flex-col items-center gap-3 text-red-700">
        <span>{errorText}</span>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t(m.tryAgain)}
          </Button>
        ) : null}
      </div>
    );
  } else if (!rows) {
    message = loading ? (
      <span role="status" className="text-slate-500">
        {loadingText ?? t(m.loading)}
      </span>
    ) : null;
  } else if (rows.length === 0) {
    message = <span className="text-slate-500">{emptyText}</span>;
  }

  if (asCards) {
    return (
      <DataCards
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        message={message}
        busy={loading || refreshing}
        dimmed={refreshing && Boolean(rows?.length)}
        rowClassName={rowClassName}
      />
    );
  }

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
      <div
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-green-600"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table
          aria-busy={loading || refreshing || undefined}
          className="w-full border-collapse text-start text-sm"
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50/80">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={clsx(
                    cellPadding,
                    'text-xs font-semibold tracking-wide text-slate-500 uppercase',
                    !column.wrapHeader && 'whitespace-nowrap',
                    column.align === 'right' && 'text-end',
                    column.pinned && [pinnedCell, 'bg-slate-50'],
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody
            className={clsx(
              'divide-y divide-slate-100 text-slate-700 transition-opacity',
              refreshing && rows?.length ? 'opacity-60' : undefined,
            )}
          >
            {message !== null ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-14 text-center text-sm">
                  {message}
                </td>
              </tr>
            ) : (
              rows?.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={clsx(
                    'group align-middle transition-colors hover:bg-slate-50/70',
                    rowClassName?.(row),
                  )}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={clsx(
                        cellPadding,
                        column.align === 'right' && 'text-end',
                        column.pinned && [pinnedCell, 'bg-white group-hover:bg-slate-50'],
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface DataCardsProps<Row> extends Pick<
  DataTableProps<Row>,
  'caption' | 'columns' | 'rows' | 'rowKey' | 'rowClassName'
> {
  /** Loading, empty or error: shown in place of the cards. */
  message: ReactNode;
  busy: boolean;
  dimmed: boolean;
}

const cardLabel = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** The rows as cards: the columns as label and value, the pinned ones (status, actions) at the foot. */
function DataCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  message,
  busy,
  dimmed,
}: DataCardsProps<Row>) {
  if (message !== null) {
    return (
      <div
        role="region"
        aria-label={caption}
        aria-busy={busy || undefined}
        className="rounded-2xl border border-slate-200 bg-white px-4 py-14 text-center text-sm shadow-sm"
      >
        {message}
      </div>
    );
  }
  const body = columns.filter((column) => !column.pinned);
  const foot = columns.filter((column) => column.pinned);
  return (
    <ul
      aria-label={caption}
      aria-busy={busy || undefined}
      // Two abreast on a tablet, for a table that asks for cards below a larger breakpoint.
      className={clsx('grid gap-3 transition-opacity md:grid-cols-2', dimmed && 'opacity-60')}
    >
      {rows?.map((row) => (
        <li
          key={rowKey(row)}
          className={clsx(
            'flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-sm text-slate-700 shadow-sm',
            rowClassName?.(row),
          )}
        >
          {body.length > 0 ? (
            <dl className="grid grid-cols-[minmax(0,max-content)_minmax(0,1fr)] items-start gap-x-4 gap-y-3 p-4">
              {body.map((column) => (
                <Fragment key={column.key}>
                  <dt className={clsx(cardLabel, 'max-w-32 pt-0.5')}>{column.header}</dt>
                  {/* A width that keeps a table's column narrow does not bind a card's value. */}
                  <dd className={clsx('min-w-0 [overflow-wrap:anywhere] [&>*]:max-w-none', column.className)}>
                    {column.cell(row)}
                  </dd>
                </Fragment>
              ))}
            </dl>
          ) : null}
          {foot.length > 0 ? (
            <dl
              className={clsx(
                'mt-auto flex flex-wrap items-end gap-x-4 gap-y-3 bg-slate-50/70 px-4 py-3',
                body.length > 0 && 'border-t border-slate-100',
              )}
            >
              {foot.map((column) => (
                // The last (the row's actions) keeps to the end edge, where a thumb finds it.
                <div key={column.key} className="min-w-0 last:ms-auto">
                  <dt className={clsx(cardLabel, 'mb-1')}>{column.header}</dt>
                  <dd className={column.className}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
