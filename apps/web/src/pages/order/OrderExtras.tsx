/**
 * Pilihan Lainnya (payment §2.1, §5, §6): one menu under the totals holding the rarer order-level
 * actions — Diskon Transaksi, Tarik Tunai, Keluarkan Menu, NIK/ID Member and Hapus Transaksi — each
 * shown only to the roles the server accepts, so the cart keeps the room on the order screen.
 */
import { Button, Menu } from "@mantine/core";
import { LABELS, ORDER_MSG } from "@waroeng/domain";

interface OrderExtrasProps {
  showDiscount: boolean;
  showPull: boolean;
  showDelete: boolean;
  busy: boolean;
  onDiscount: () => void;
  onCashWithdrawal: () => void;
  onPull: () => void;
  onMember: () => void;
  onDelete: () => void;
}

export function OrderExtras(props: OrderExtrasProps) {
  const { showDiscount, showPull, showDelete, busy } = props;
  if (!showDiscount && !showPull && !showDelete) {
    return null;
  }
  return (
    <Menu position="top-start" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Button h={44} variant="default" disabled={busy} data-testid="btn-more" fz="sm" px={8} rightSection="▾">
          {ORDER_MSG.OTHER_OPTIONS}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {showDiscount && (
          <Menu.Item onClick={props.onDiscount} data-testid="btn-discount">
            {LABELS.TRANSACTION_DISCOUNT}
          </Menu.Item>
        )}
        {showDiscount && (
          <Menu.Item onClick={props.onCashWithdrawal} data-testid="btn-tarik-tunai">
            {LABELS.CASH_WITHDRAWAL}
          </Menu.Item>
        )}
        {showPull && (
          <Menu.Item onClick={props.onPull} data-testid="btn-pull-menu">
            {ORDER_MSG.PULL_TITLE}
          </Menu.Item>
        )}
        {showDiscount && (
          <Menu.Item onClick={props.onMember} data-testid="btn-member">
            {ORDER_MSG.MEMBER_ID}
          </Menu.Item>
        )}
        {showDelete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={props.onDelete} data-testid="btn-delete-order">
              {ORDER_MSG.DELETE_ORDER}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
