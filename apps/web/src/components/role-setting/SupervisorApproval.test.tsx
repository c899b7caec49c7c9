/**
 * The supervisor's approval step shared by Role Setting, Edit Menu and the refund: Setujui waits for
 * both fields, hands the approval id on, and a refusal shows `Akses DiTolak!` with the server's
 * message, clears the password and hands nothing on; Batal asks nothing of the server.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ACCESS_MSG, MSG } from "@waroeng/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { SupervisorApprovalModal } from "./SupervisorApproval.tsx";

function renderStep(request: (email: string, password: string) => Promise<number>) {
  const onApproved = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<SupervisorApprovalModal opened request={request} onApproved={onApproved} onCancel={onCancel} testId="t" />);
  return { onApproved, onCancel };
}

describe("SupervisorApprovalModal", () => {
  it("says Akses DiTolak! / Hubungi Kacab/Asisten and approves with the supervisor's login", async () => {
    const request = vi.fn(async () => 77);
    const { onApproved } = renderStep(request);
    expect(await screen.findByText(MSG.ACCESS_DENIED_TITLE)).toBeTruthy();
    expect(screen.getByTestId("t-message").textContent).toBe(MSG.ACCESS_DENIED);
    const submit = screen.getByTestId("t-submit");
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByTestId("t-email"), " kacab@demo.test ");
    await userEvent.type(screen.getByTestId("t-password"), "rahasia");
    await userEvent.click(submit);
    await waitFor(() => expect(onApproved).toHaveBeenCalledWith(77));
    expect(request).toHaveBeenCalledWith("kacab@demo.test", "rahasia");
  });

  it("shows a refusal with the server's message, clears the password and approves nothing", async () => {
    const request = vi.fn(async (): Promise<number> => {
      throw new ApiError(
        ACCESS_MSG.APPROVER_INVALID,
        200,
        { code: 401, error: 1, message: ACCESS_MSG.APPROVER_INVALID, title: MSG.ACCESS_DENIED_TITLE },
        null,
      );
    });
    const { onApproved } = renderStep(request);
    await userEvent.type(await screen.findByTestId("t-email"), "kacab@demo.test");
    await userEvent.type(screen.getByTestId("t-password"), "salah");
    await userEvent.click(screen.getByTestId("t-submit"));
    expect((await screen.findByTestId("alert-message")).textContent).toBe(ACCESS_MSG.APPROVER_INVALID);
    expect((screen.getByTestId("t-password") as HTMLInputElement).value).toBe("");
    expect(onApproved).not.toHaveBeenCalled();
  });

  it("Batal cancels without asking the server", async () => {
    const request = vi.fn(async () => 1);
    const { onCancel } = renderStep(request);
    await userEvent.click(await screen.findByTestId("t-cancel"));
    expect(onCancel).toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });
});
