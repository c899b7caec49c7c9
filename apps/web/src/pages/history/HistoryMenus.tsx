import { Table, Text, Tooltip } from "@mantine/core";
import type { Currency } from "@waroeng/domain";
import { SCREEN_MSG } from "@waroeng/domain";
import type { HistoryMenu } from "../../api/history.ts";
import { historyAmount, paidOptionsText, qtyMarker } from "./historyFormat.ts";

function groupMenus(menus: HistoryMenu[]): Array<{ name: string; menus: HistoryMenu[] }> {
  const groups = new Map<string, HistoryMenu[]>();
  for (const menu of menus) {
    const key = menu.m_jenis_produk_nama?.trim() || `Jenis ${menu.m_produk_m_jenis_produk_id}`;
    groups.set(key, [...(groups.get(key) ?? []), menu]);
  }
  return [...groups.entries()].map(([name, list]) => ({ name, menus: list }));
}

/** Menu lines of the history detail grouped by menu type: name (its options under it), qty, price, total (spec 03 §2.4). */
export function HistoryMenus({ menus, currency }: { menus: HistoryMenu[]; currency: Currency }) {
  return (
    <Table verticalSpacing={6} fz="md" data-testid="history-menus">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{SCREEN_MSG.MENU}</Table.Th>
          <Table.Th ta="center" w={64}>
            {SCREEN_MSG.QTY}
          </Table.Th>
          <Table.Th ta="right">{SCREEN_MSG.PRICE}</Table.Th>
          <Table.Th ta="right">{SCREEN_MSG.TOTAL}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groupMenus(menus).flatMap((group) => [
          <Table.Tr key={`g-${group.name}`}>
            <Table.Td colSpan={4} pt="sm">
              <Text fz="xs" fw={800} tt="uppercase" c="dimmed">
                {group.name}
              </Text>
            </Table.Td>
          </Table.Tr>,
          ...group.menus.map((menu) => {
            const marker = qtyMarker(menu.r_t_detail_qty, menu.r_t_detail_qty_qr);
            return (
              <Table.Tr key={menu.r_t_detail_id} data-testid="history-menu-line">
                <Table.Td>
                  {menu.m_produk_nama}
                  {menu.options.length > 0 ? (
                    <Text fz="sm" c="dimmed" data-testid="history-menu-options">
                      {paidOptionsText(menu.options, currency)}
                    </Text>
                  ) : null}
                  {menu.r_t_detail_reasone_approve ? (
                    <Text fz="xs" c="red.7" fw={600}>
                      {menu.r_t_detail_reasone_approve}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="center" className="tabular">
                  {menu.r_t_detail_qty}
                  {marker ? (
                    <Tooltip label={`Qty awal ${menu.r_t_detail_qty_qr}`}>
                      <Text span fw={900} ml={4} c={marker === "-" ? "red" : "green"} data-testid="qty-marker">
                        {marker === "-" ? "−" : "+"}
                      </Text>
                    </Tooltip>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" className="tabular">
                  {historyAmount(menu.r_t_detail_price, currency)}
                </Table.Td>
                <Table.Td ta="right" className="tabular" fw={600}>
                  {historyAmount(menu.r_t_detail_nominal, currency)}
                </Table.Td>
              </Table.Tr>
            );
          }),
        ])}
      </Table.Tbody>
    </Table>
  );
}
