/**
 * Back office · Meja · Impor CSV: pick a file, see the preview (what each row would do, or every
 * row's error by line and column), then apply. The server applies all rows or none.
 */
import { Alert, Badge, Button, FileInput, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { MSG, PEOPLE_MSG, TABLE_CSV_LIMITS } from "@waroeng/domain";
import { useState } from "react";
import { importTables, type TableImport } from "../../api/adminPeople.ts";
import { ImportErrorTable } from "./ImportErrorTable.tsx";

/** Read at render (the labels follow the language). */
const ACTION = () => ({ create: PEOPLE_MSG.ACTION_CREATE, update: PEOPLE_MSG.ACTION_UPDATE, same: PEOPLE_MSG.ACTION_SAME }) as const;

export function TableImportModal(props: { onClose: () => void; onApplied: (message: string) => void }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<TableImport | null>(null);
  const run = useMutation({
    mutationFn: (mode: "preview" | "apply") => importTables(csv ?? "", mode),
    onSuccess: (r) => {
      setResult(r);
      if (r.applied) {
        props.onApplied(PEOPLE_MSG.IMPORT_APPLIED(r.rows.length));
      }
    },
  });
  const pick = async (file: File | null) => {
    setResult(null);
    setCsv(file && file.size <= TABLE_CSV_LIMITS.maxChars * 4 ? await file.text() : null);
  };
  const ready = result !== null && result.errors.length === 0 && !result.applied;
  return (
    <Modal opened onClose={props.onClose} title={PEOPLE_MSG.IMPORT_TITLE} size="xl" centered>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {PEOPLE_MSG.IMPORT_HINT}
        </Text>
        <FileInput
          label={PEOPLE_MSG.IMPORT_FILE}
          accept=".csv,text/csv"
          onChange={(f) => void pick(f)}
          data-testid="tables-import-file"
          clearable
        />
        {run.error && <Alert color="red">{run.error instanceof Error ? run.error.message : MSG.SOME_ERROR}</Alert>}
        {result && result.errors.length > 0 && (
          <Alert color="red" title={PEOPLE_MSG.IMPORT_NOTHING} data-testid="tables-import-errors">
            <ImportErrorTable
              withRowBorders={false}
              verticalSpacing={2}
              errors={result.errors}
              heads={[PEOPLE_MSG.IMPORT_LINE, PEOPLE_MSG.IMPORT_COLUMN, PEOPLE_MSG.IMPORT_ERROR]}
              columnWidth={90}
              rowTestId="tables-import-error"
            />
          </Alert>
        )}
        {result && result.errors.length === 0 && (
          <>
            <Text fw={600} data-testid="tables-import-summary">
              {result.applied ? PEOPLE_MSG.IMPORT_APPLIED(result.rows.length) : PEOPLE_MSG.IMPORT_OK(result.rows.length)}
            </Text>
            <Table striped withTableBorder verticalSpacing={4} data-testid="tables-import-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{PEOPLE_MSG.IMPORT_LINE}</Table.Th>
                  <Table.Th>{PEOPLE_MSG.COL_NAME}</Table.Th>
                  <Table.Th>{PEOPLE_MSG.COL_TYPE}</Table.Th>
                  <Table.Th>{PEOPLE_MSG.COL_KIND}</Table.Th>
                  <Table.Th>{PEOPLE_MSG.COL_SORT}</Table.Th>
                  <Table.Th>{PEOPLE_MSG.COL_STATUS}</Table.Th>
                  <Table.Th>{PEOPLE_MSG.IMPORT_ACTION}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.rows.map((r) => (
                  <Table.Tr key={r.line}>
                    <Table.Td>{r.line}</Table.Td>
                    <Table.Td>{r.m_meja_nama}</Table.Td>
                    <Table.Td>{r.m_meja_type}</Table.Td>
                    <Table.Td>{r.m_meja_jenis_nama}</Table.Td>
                    <Table.Td>{r.m_meja_urut}</Table.Td>
                    <Table.Td>{r.m_meja_active ? PEOPLE_MSG.ACTIVE : PEOPLE_MSG.INACTIVE}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={r.action === "same" ? "gray" : r.action === "create" ? "green" : "blue"}>
                        {ACTION()[r.action]}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} h={44}>
            {PEOPLE_MSG.CANCEL}
          </Button>
          <Button
            variant="light"
            disabled={csv === null}
            loading={run.isPending}
            onClick={() => run.mutate("preview")}
            h={44}
            data-testid="tables-import-preview-btn"
          >
            {PEOPLE_MSG.IMPORT_PREVIEW}
          </Button>
          <Button disabled={!ready} loading={run.isPending} onClick={() => run.mutate("apply")} h={44} data-testid="tables-import-apply">
            {PEOPLE_MSG.IMPORT_APPLY}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
