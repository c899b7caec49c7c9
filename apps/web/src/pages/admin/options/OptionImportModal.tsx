/**
 * Back office · Opsi Menu: the CSV import dialog (CsvImportModal), previewing each group with how
 * many options and attachments (items, categories) it carries.
 */
import { Table } from "@mantine/core";
import { OPTION_ADMIN_MSG } from "@waroeng/domain";
import { importOptionCsv, type OptionImportResult } from "../../../api/optionAdmin.ts";
import { CsvImportModal } from "../CsvImportModal.tsx";

interface Props {
  onClose: () => void;
  onApplied: (result: OptionImportResult) => void;
}

export function OptionImportModal({ onClose, onApplied }: Props) {
  return (
    <CsvImportModal<OptionImportResult>
      testId="option-import"
      title={OPTION_ADMIN_MSG.IMPORT_TITLE}
      hint={OPTION_ADMIN_MSG.IMPORT_HINT}
      run={importOptionCsv}
      count={(r) => r.groups.length}
      summary={(r) => OPTION_ADMIN_MSG.importSummary(r.created, r.updated)}
      heads={
        <>
          <Table.Th>{OPTION_ADMIN_MSG.COL_GROUP}</Table.Th>
          <Table.Th ta="right">{OPTION_ADMIN_MSG.COL_OPTIONS}</Table.Th>
          <Table.Th ta="right">{OPTION_ADMIN_MSG.COL_ATTACHED}</Table.Th>
        </>
      }
      rows={(r) =>
        r.groups.map((g) => ({
          line: g.line,
          action: g.action,
          cells: (
            <>
              <Table.Td>{g.m_option_group_nama}</Table.Td>
              <Table.Td ta="right">{g.options}</Table.Td>
              <Table.Td ta="right">{g.attachments}</Table.Td>
            </>
          ),
        }))
      }
      onClose={onClose}
      onApplied={onApplied}
    />
  );
}
