/**
 * Back office · Menu: the CSV import dialog (CsvImportModal), previewing each row's item, category
 * and price in the outlet's currency.
 */
import { Table } from "@mantine/core";
import { formatMoney, MENU_ADMIN_MSG } from "@waroeng/domain";
import { importMenuCsv, type MenuImportResult } from "../../../api/menuAdmin.ts";
import { useCurrency } from "../../../hooks/useOutlet.ts";
import { CsvImportModal } from "../CsvImportModal.tsx";

interface Props {
  onClose: () => void;
  onApplied: (result: MenuImportResult) => void;
}

export function MenuImportModal({ onClose, onApplied }: Props) {
  const currency = useCurrency();
  return (
    <CsvImportModal<MenuImportResult>
      testId="menu-import"
      title={MENU_ADMIN_MSG.IMPORT_TITLE}
      hint={MENU_ADMIN_MSG.IMPORT_HINT}
      run={importMenuCsv}
      count={(r) => r.rows.length}
      summary={(r) => MENU_ADMIN_MSG.IMPORT_SUMMARY(r.created, r.updated)}
      heads={
        <>
          <Table.Th>{MENU_ADMIN_MSG.COL_NAME}</Table.Th>
          <Table.Th>{MENU_ADMIN_MSG.COL_CATEGORY}</Table.Th>
          <Table.Th ta="right">{MENU_ADMIN_MSG.COL_PRICE}</Table.Th>
        </>
      }
      rows={(r) =>
        r.rows.map((row) => ({
          line: row.line,
          action: row.action,
          cells: (
            <>
              <Table.Td>{row.m_menu_nama}</Table.Td>
              <Table.Td>{row.m_kategori_nama}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.m_menu_harga, currency)}</Table.Td>
            </>
          ),
        }))
      }
      onClose={onClose}
      onApplied={onApplied}
    />
  );
}
