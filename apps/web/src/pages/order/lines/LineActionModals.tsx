/** The open line-action popup of the order screen (one at a time), closed and the order reloaded after a change. */
import type { Currency } from "@waroeng/domain";
import { CancelDishesModal } from "./CancelDishesModal.tsx";
import { CancelMenuModal } from "./CancelMenuModal.tsx";
import { EditMenuModal } from "./EditMenuModal.tsx";
import type { LineAction } from "./lineAction.ts";
import { NoteModal } from "./NoteModal.tsx";
import { QtyModal, ReduceModal } from "./QtyModals.tsx";

interface LineActionModalsProps {
  action: LineAction | null;
  currency: Currency;
  onClose: () => void;
  reload: () => Promise<void>;
}

export function LineActionModals({ action, currency, onClose, reload }: LineActionModalsProps) {
  if (!action) {
    return null;
  }
  const key = `${action.kind}-${action.line.id}`;
  const props = {
    line: action.line,
    onClose,
    onDone: () => {
      onClose();
      void reload();
    },
  };
  switch (action.kind) {
    case "note":
      return <NoteModal key={key} {...props} />;
    case "qty":
      return <QtyModal key={key} {...props} />;
    case "reduce":
      return <ReduceModal key={key} {...props} />;
    case "cancel":
      return <CancelMenuModal key={key} {...props} />;
    case "dishes":
      return <CancelDishesModal key={key} {...props} />;
    case "edit":
      return <EditMenuModal key={key} {...props} currency={currency} />;
  }
}
