/**
 * Head-office accounts (owner; `hq.manage`): every account with its role, outlets and status; add
 * one, deactivate or activate it, change an area manager's outlets. The server refuses other roles.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HQ_MSG, HQ_ROLES, type HqRole } from "@waroeng/domain";
import { useState } from "react";
import { ApiError } from "../../api/client.ts";
import { type HqAccount, hqApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { hqRoleName } from "./roleName.ts";
import { useHqMe } from "./useHqMe.ts";

const ACCOUNTS_KEY = queryKeys.hq.accounts;

interface Draft {
  email: string;
  name: string;
  password: string;
  role: HqRole;
  m_w_ids: string[];
  phone: string;
}
const EMPTY: Draft = { email: "", name: "", password: "", role: "area", m_w_ids: [], phone: "" };

export function HqAccountsPage() {
  const me = useHqMe();
  const queryClient = useQueryClient();
  const accounts = useQuery({ queryKey: ACCOUNTS_KEY, queryFn: hqApi.accounts });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editing, setEditing] = useState<HqAccount | null>(null);
  const [outletIds, setOutletIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const outlets = me.data?.outlets ?? [];
  const outletOptions = outlets.map((o) => ({ value: String(o.m_w_id), label: `${o.m_w_nama} (${o.m_w_code})` }));
  const outletName = (id: number) => outlets.find((o) => o.m_w_id === id)?.m_w_nama ?? `#${id}`;
  const done = () => {
    setError(null);
    return queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  };
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.message : String(e));
  const add = useMutation({
    mutationFn: (d: Draft) =>
      hqApi.addAccount({ ...d, m_w_ids: d.role === "area" ? d.m_w_ids.map(Number) : [], ...(d.phone ? { phone: d.phone } : {}) }),
    onSuccess: async () => {
      setDraft(null);
      await done();
    },
    onError: fail,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Parameters<typeof hqApi.updateAccount>[1] }) => hqApi.updateAccount(id, body),
    onSuccess: async () => {
      setEditing(null);
      await done();
    },
    onError: fail,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{HQ_MSG.ACCOUNTS_TITLE}</Title>
        <Button onClick={() => setDraft(EMPTY)} data-testid="hq-account-add">
          {HQ_MSG.ADD_ACCOUNT}
        </Button>
      </Group>
      {error && !draft && !editing && (
        <Alert color="red" data-testid="hq-accounts-error">
          {error}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="sm" data-testid="hq-accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{HQ_MSG.NAME}</Table.Th>
              <Table.Th>{HQ_MSG.ROLE}</Table.Th>
              <Table.Th>{HQ_MSG.OUTLETS}</Table.Th>
              <Table.Th>{HQ_MSG.STATUS}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(accounts.data ?? []).map((a) => (
              <Table.Tr key={a.id} data-testid={`hq-account-${a.email}`}>
                <Table.Td>
                  <Text fw={600}>{a.name}</Text>
                  <Text fz="sm" c="dimmed">
                    {a.email}
                  </Text>
                </Table.Td>
                <Table.Td>{hqRoleName(a.role)}</Table.Td>
                <Table.Td>{a.role === "area" ? a.m_w_ids.map(outletName).join(", ") : HQ_MSG.ALL_OUTLETS}</Table.Td>
                <Table.Td>
                  <Badge color={a.active ? "green" : "gray"} variant="light">
                    {a.active ? HQ_MSG.ACTIVE : HQ_MSG.INACTIVE}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {a.role === "area" && (
                      <Button
                        variant="light"
                        onClick={() => {
                          setEditing(a);
                          setOutletIds(a.m_w_ids.map(String));
                        }}
                      >
                        {HQ_MSG.EDIT_OUTLETS}
                      </Button>
                    )}
                    {a.id !== me.data?.id && (
                      <Button
                        variant="light"
                        color={a.active ? "red" : "green"}
                        loading={update.isPending && update.variables?.id === a.id}
                        onClick={() => update.mutate({ id: a.id, body: { active: !a.active } })}
                        data-testid={`hq-account-toggle-${a.email}`}
                      >
                        {a.active ? HQ_MSG.DEACTIVATE : HQ_MSG.ACTIVATE}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={HQ_MSG.ADD_ACCOUNT}>
        {draft && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              add.mutate(draft);
            }}
          >
            <Stack gap="sm">
              {error && <Alert color="red">{error}</Alert>}
              <TextInput
                label={HQ_MSG.NAME}
                required
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
              />
              <TextInput
                label={HQ_MSG.EMAIL}
                type="email"
                required
                value={draft.email}
                onChange={(e) => setDraft({ ...draft, email: e.currentTarget.value })}
              />
              <PasswordInput
                label={HQ_MSG.PASSWORD}
                required
                value={draft.password}
                onChange={(e) => setDraft({ ...draft, password: e.currentTarget.value })}
              />
              <Select
                label={HQ_MSG.ROLE}
                data={HQ_ROLES.map((r) => ({ value: r, label: hqRoleName(r) }))}
                value={draft.role}
                allowDeselect={false}
                onChange={(v) => setDraft({ ...draft, role: (v ?? "area") as HqRole })}
              />
              {draft.role === "area" && (
                <MultiSelect
                  label={HQ_MSG.OUTLETS}
                  data={outletOptions}
                  value={draft.m_w_ids}
                  onChange={(v) => setDraft({ ...draft, m_w_ids: v })}
                />
              )}
              <TextInput
                label={HQ_MSG.SUMMARY_PHONE}
                type="tel"
                value={draft.phone}
                onChange={(e) => setDraft({ ...draft, phone: e.currentTarget.value })}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDraft(null)}>
                  {HQ_MSG.CANCEL}
                </Button>
                <Button type="submit" loading={add.isPending}>
                  {HQ_MSG.SAVE}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={`${HQ_MSG.EDIT_OUTLETS}: ${editing?.name ?? ""}`}>
        <Stack gap="sm">
          {error && <Alert color="red">{error}</Alert>}
          <MultiSelect label={HQ_MSG.OUTLETS} data={outletOptions} value={outletIds} onChange={setOutletIds} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(null)}>
              {HQ_MSG.CANCEL}
            </Button>
            <Button
              loading={update.isPending}
              onClick={() => editing && update.mutate({ id: editing.id, body: { m_w_ids: outletIds.map(Number) } })}
            >
              {HQ_MSG.SAVE}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
