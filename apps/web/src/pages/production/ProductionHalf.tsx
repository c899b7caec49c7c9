/**
 * One half of a production screen (spec 02 §2.8): a header of its stations (and transaction types),
 * the all-day count per menu across its open tickets, the main queue (first two entries large) and
 * the `Tambahan` column; `Belum ada pesanan` when a queue is empty. Memoised: a live change of the
 * other half (its lists kept by the in-place update) does not render this one again.
 */
import { Text } from "@mantine/core";
import { type AgeThresholds, MSG, optionsKey, optionsText, PRODUCTION_MSG } from "@waroeng/domain";
import { memo } from "react";
import { type PlottingSide, type QueueEntry, stationNames, typeNames } from "../../api/production.ts";
import { ProductionCard } from "./ProductionCard.tsx";
import classes from "./production.module.css";

interface Props {
  side: PlottingSide;
  queue: QueueEntry[];
  additional: QueueEntry[];
  thresholds: AgeThresholds;
  tableNames: Record<string, string>;
  /** Dishes to mark ready; `card` (the menu) when Siap semua bumps the whole card. */
  onBump: (ids: number[], card?: string) => void;
}

/**
 * Menu and options ("Ayam Geprek · Level 3") → dishes waiting on this half (queue and Tambahan), most
 * first: one item with other options is another count.
 */
export function allDay(queue: QueueEntry[], additional: QueueEntry[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const e of [...queue, ...additional]) {
    const label = e.options.length > 0 ? `${e.m_menu_nama} · ${optionsText(e.options)}` : e.m_menu_nama;
    counts.set(label, (counts.get(label) ?? 0) + e.count);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export const ProductionHalf = memo(function ProductionHalf({ side, queue, additional, thresholds, tableNames, onBump }: Props) {
  const totals = allDay(queue, additional);
  const card = (entry: QueueEntry, large: boolean) => (
    <ProductionCard
      key={`${entry.id}|${optionsKey(entry.options)}`}
      entry={entry}
      large={large}
      thresholds={thresholds}
      tableNames={tableNames}
      onBump={onBump}
    />
  );
  return (
    <section className={classes.half} data-testid={`production-${side.side}`}>
      <div className={classes.halfHead}>
        <Text fz={24} fw={900} lh={1.2} data-testid="production-stations">
          {stationNames(side) ?? MSG.NOT_SET}
        </Text>
        <Text fz="sm" c="gray.5" fw={600}>
          {typeNames(side) ?? MSG.NOT_SET}
        </Text>
      </div>
      {totals.length > 0 ? (
        <div style={{ display: "flex", flexWrap: "wrap", gap: 6 }} data-testid="production-all-day" title={PRODUCTION_MSG.ALL_DAY}>
          {totals.map(([name, n]) => (
            <span key={name} className={classes.chip}>
              {name} <b style={{ color: "var(--mantine-color-orange-4)" }}>{n}</b>
            </span>
          ))}
        </div>
      ) : null}
      <div className={classes.columns}>
        <div className={classes.scroll}>
          <div className={classes.queue} data-testid="production-queue">
            {queue.length === 0 ? <div className={classes.empty}>{MSG.NO_ORDERS}</div> : queue.map((e, i) => card(e, i < 2))}
          </div>
        </div>
        <div className={classes.scroll}>
          <div className={classes.extra} data-testid="production-additional">
            <Text fz={20} fw={900} c="indigo.3">
              {PRODUCTION_MSG.ADDITIONAL}
            </Text>
            {additional.length === 0 ? (
              <Text c="gray.4" fw={700}>
                {MSG.NO_ORDERS}
              </Text>
            ) : (
              additional.map((e) => card(e, false))
            )}
          </div>
        </div>
      </div>
    </section>
  );
});
