import { Button } from "@mantine/core";
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithProviders } from "./render.tsx";

it("renders", () => {
  renderWithProviders(<Button>Halo</Button>);
  expect(screen.getByRole("button", { name: "Halo" })).toBeInTheDocument();
});
