/**
 * The merged ref Mantine's ScrollArea receives in the built app (lib/mergeRefs.ts instead of
 * `@floating-ui/react`): every ref given sees the element, and none keeps it after unmount.
 */
import { render } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { useMergeRefs } from "./mergeRefs.ts";

let merged: unknown = "unset";
function Empty() {
  merged = useMergeRefs<HTMLDivElement>([undefined, null]);
  return null;
}

function Probe({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
  const ref = useMergeRefs(refs);
  return <div ref={ref} data-testid="probe" />;
}

describe("useMergeRefs", () => {
  it("sets an object ref and a callback ref to the element, and clears both on unmount", () => {
    const objectRef = createRef<HTMLDivElement>();
    const seen: (HTMLDivElement | null)[] = [];
    const { getByTestId, unmount } = render(<Probe refs={[objectRef, (node) => void seen.push(node)]} />);
    expect(objectRef.current).toBe(getByTestId("probe"));
    expect(seen).toEqual([getByTestId("probe")]);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it("is null when no ref is given", () => {
    render(<Empty />);
    expect(merged).toBeNull();
  });
});
