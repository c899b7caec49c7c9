/**
 * A lazily loaded dialog (components/MountWhenOpened.tsx): its code is not asked for until the dialog
 * opens, it then appears, and it stays mounted (its state kept) after it closes.
 */
import { render, screen } from "@testing-library/react";
import { lazy } from "react";
import { describe, expect, it, vi } from "vitest";
import { MountWhenOpened } from "./MountWhenOpened.tsx";

describe("MountWhenOpened", () => {
  it("fetches the dialog's code on the first open, shows it, and keeps it after closing", async () => {
    const load = vi.fn(async () => ({ default: ({ opened }: { opened: boolean }) => <p>{opened ? "Bayar open" : "Bayar closed"}</p> }));
    const Dialog = lazy(load);
    const view = (opened: boolean) => (
      <MountWhenOpened opened={opened}>
        <Dialog opened={opened} />
      </MountWhenOpened>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Bayar/)).toBeNull();

    rerender(view(true));
    expect(await screen.findByText("Bayar open")).toBeTruthy();
    rerender(view(false));
    expect(screen.getByText("Bayar closed")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
