/**
 * One queue entry of a production screen (spec 02 §2.8): a menu with its options (one card per
 * set of options: never counted together) and its waiting dishes, each with its note. Large type
 * (legible from two metres), the all-day count, the ticket age of its oldest dish coloured after the
 * screen's thresholds, "Siap semua" bumps every dish of the card, a tap on a dish bumps that one.
 * Memoised: a live change elsewhere (its `entry` kept by the in-place update, lib/productionPatch.ts)
 * does not render it again; the age ticks in its own small component, the colour level only when it
 * changes.
 */
import { Button } from "@mantine/core";
import { type AgeThresholds, ageLevel, formatTicketAge, isDineIn, optionsText, PRODUCTION_MSG, SCREEN_MSG } from "@waroeng/domain";
import { memo } from "react";
import type { QueueEntry } from "../../api/production.ts";
import { useEverySecond } from "../../hooks/useClock.ts";
import classes from "./production.module.css";

interface Props {
  entry: QueueEntry;
  large: boolean;
  thresholds: AgeThresholds;
  tableNames: Record<string, string>;
  /** Dishes to mark ready; `card` (the menu) when Siap semua bumps the whole card. */
  onBump: (ids: number[], card?: string) => void;
}

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Jakarta" });

/** Where a dish goes: its tables ("Meja 1, Meja 2") for dine-in, else the order type and Big Boss. */
function destination(d: QueueEntry["m_dish_status"][number], tableNames: Record<string, string>): string {
  const m = d.menu_detail;
  const tables = m.m_transaction_table_table_list.map((id) => tableNames[String(id)]).filter(Boolean);
  return isDineIn(m.m_t_t_id) && tables.length > 0 ? tables.join(", ") : `${m.name} · ${m.m_transaction_table_customer_name}`;
}

function ClockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.6" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/** The ticket's age ("04:12"), ticking every second on its own. */
function TicketAge({ since }: { since: number }) {
  const text = useEverySecond((now) => formatTicketAge(now - since));
  return (
    <span className={classes.age} data-testid="production-card-age">
      <ClockIcon /> {text}
    </span>
  );
}

export const ProductionCard = memo(function ProductionCard({ entry, large, thresholds, tableNames, onBump }: Props) {
  const since = new Date(entry.oldest_at).getTime();
  const level = useEverySecond((now) => ageLevel(now - since, thresholds));
  const bumpAll = (
    <Button
      size={large ? "md" : "sm"}
      fullWidth={!large}
      color="green"
      onClick={() =>
        onBump(
          entry.m_dish_status.map((d) => d.id),
          entry.options.length > 0 ? `${entry.m_menu_nama} · ${optionsText(entry.options)}` : entry.m_menu_nama,
        )
      }
      data-testid="production-bump"
    >
      ✓ {PRODUCTION_MSG.BUMP}
    </Button>
  );
  return (
    <div className={classes.card} data-large={large ? 1 : 0} data-age={level} data-testid="production-card" data-menu={entry.m_menu_nama}>
      <div className={classes.cardHead}>
        <div className={classes.menuName}>
          {entry.m_menu_nama}
          {entry.options.length > 0 ? (
            <span className={classes.options} data-testid="production-card-options">
              {optionsText(entry.options)}
            </span>
          ) : null}
        </div>
        <span className={classes.count} data-testid="production-card-count">
          ×{entry.count}
        </span>
      </div>
      <div className={classes.cardMeta}>
        <TicketAge since={since} />
        {large ? bumpAll : null}
      </div>
      <div className={classes.dishes}>
        {entry.m_dish_status.map((d) => (
          <button
            type="button"
            key={d.id}
            className={classes.dish}
            onClick={() => onBump([d.id])}
            data-testid="production-dish"
            title={SCREEN_MSG.TAP_READY}
          >
            {destination(d, tableNames)}
            <span className={classes.sub}>
              {SCREEN_MSG.notaLabel(d.menu_detail.m_transaction_table_note_number)} ·{" "}
              {clock.format(new Date(d.menu_detail.m_transaction_table_order_time))}
            </span>
            {d.menu_detail.custom_note ? <span className={classes.note}>{d.menu_detail.custom_note}</span> : null}
          </button>
        ))}
      </div>
      {large ? null : <div className={classes.cardFoot}>{bumpAll}</div>}
    </div>
  );
});
