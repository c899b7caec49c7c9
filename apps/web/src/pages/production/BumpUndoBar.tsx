/**
 * After Siap semua on Layar Produksi: a bar at the foot of the screen saying what was marked ready
 * ("Ayam Penyet ×3 siap") with Batalkan, for UNDO_WINDOW_MS. Batalkan asks the waiter's question
 * (confirmTakeBack) and then takes back exactly the dishes that bump turned ready.
 */
import { Button, Group, Text } from "@mantine/core";
import { PRODUCTION_MSG } from "@waroeng/domain";
import { useEffect } from "react";
import { confirmTakeBack } from "../../components/confirmTakeBack.tsx";
import classes from "./production.module.css";

/** How long Batalkan is offered after a Siap semua, in ms. */
export const UNDO_WINDOW_MS = 12_000;

/** The last Siap semua: the card's menu, the dishes it turned ready and the bump's undo token. */
export interface LastBump {
  menu: string;
  ids: number[];
  token: string;
}

export function BumpUndoBar({ last, onUndo, onClose }: { last: LastBump; onUndo: (last: LastBump) => void; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, UNDO_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div className={classes.undoBar} role="status" data-testid="production-undo-bar">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={800} fz="lg" c="white" lineClamp={2}>
          ✓ {PRODUCTION_MSG.bumpedCard(last.menu, last.ids.length)}
        </Text>
        <Button
          color="yellow"
          c="dark"
          size="md"
          style={{ flexShrink: 0 }} // its label whole on a phone; the text beside it wraps instead
          onClick={() => confirmTakeBack(() => onUndo(last), "bump-undo")}
          data-testid="production-undo"
        >
          {PRODUCTION_MSG.UNDO_BUMP}
        </Button>
      </Group>
    </div>
  );
}
