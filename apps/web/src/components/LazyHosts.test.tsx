/**
 * The notifications and dialogs hosts load after start-up (LazyHosts, lib/appHosts.ts): a
 * notification shown and a dialog opened before they are there still show once they are.
 */
import { MantineProvider } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { hostsWanted, queueModalEvents } from "../lib/appHosts.ts";
import { testQueryClient } from "../test/render.tsx";
import { theme } from "../theme.ts";
import { LazyHosts } from "./LazyHosts.tsx";

function renderHosts() {
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={testQueryClient()}>
        <LazyHosts />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

it("a notification shown before the hosts loaded shows once they are there", async () => {
  notifications.show({ message: "Pesanan tersimpan" });
  renderHosts();
  expect(await screen.findByText("Pesanan tersimpan")).toBeVisible();
  act(() => notifications.clean());
});

it("a dialog opened before the hosts loaded opens once they are there, and closes", async () => {
  queueModalEvents();
  renderHosts();
  expect(hostsWanted()).toBe(false); // nothing asked for them yet: not mounted
  act(() => {
    modals.openConfirmModal({ modalId: "hapus", title: "Hapus pesanan?", labels: { confirm: "Ya", cancel: "Batal" } });
  });
  expect(await screen.findByRole("dialog", { name: "Hapus pesanan?" })).toBeVisible();
  act(() => modals.close("hapus"));
  await expect.poll(() => screen.queryByRole("dialog", { name: "Hapus pesanan?" })).toBeNull();
});
