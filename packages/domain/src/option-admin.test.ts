import { describe, expect, it } from "vitest";
import { OPTION_ADMIN_MSG } from "./messages/option-admin.ts";
import { attachmentsCell, type OptionGroupShape, optionGroupProblem, parseAttachmentsCell } from "./option-admin.ts";

const opt = (name: string, isDefault = false, active = true) => ({ name, isDefault, active });

describe("optionGroupProblem", () => {
  it.each<[string, OptionGroupShape, string | null]>([
    ["a sound required group", { minChoices: 1, maxChoices: 1, options: [opt("Level 0"), opt("Level 1", true)] }, null],
    ["optional, max above the options", { minChoices: 0, maxChoices: 5, options: [opt("Telur")] }, null],
    ["min over max", { minChoices: 2, maxChoices: 1, options: [opt("A"), opt("B")] }, OPTION_ADMIN_MSG.CHOICES_INVALID],
    ["max 0", { minChoices: 0, maxChoices: 0, options: [opt("A")] }, OPTION_ADMIN_MSG.CHOICES_INVALID],
    ["max 21", { minChoices: 0, maxChoices: 21, options: [opt("A")] }, OPTION_ADMIN_MSG.CHOICES_INVALID],
    ["no option", { minChoices: 0, maxChoices: 1, options: [] }, OPTION_ADMIN_MSG.OPTIONS_REQUIRED],
    [
      "21 options",
      { minChoices: 0, maxChoices: 1, options: Array.from({ length: 21 }, (_, i) => opt(`O${i}`)) },
      OPTION_ADMIN_MSG.OPTIONS_TOO_MANY,
    ],
    [
      "names twice (case, spaces)",
      { minChoices: 0, maxChoices: 1, options: [opt("Keju"), opt(" keju ")] },
      OPTION_ADMIN_MSG.OPTION_NAME_TWICE,
    ],
    ["required, max over the options", { minChoices: 1, maxChoices: 3, options: [opt("A"), opt("B")] }, OPTION_ADMIN_MSG.MAX_OVER_OPTIONS],
    [
      "required, too few active",
      { minChoices: 2, maxChoices: 2, options: [opt("A"), opt("B", false, false)] },
      OPTION_ADMIN_MSG.MIN_OVER_ACTIVE,
    ],
    ["defaults over max", { minChoices: 0, maxChoices: 1, options: [opt("A", true), opt("B", true)] }, OPTION_ADMIN_MSG.DEFAULTS_OVER_MAX],
    ["an inactive default does not count", { minChoices: 0, maxChoices: 1, options: [opt("A", true), opt("B", true, false)] }, null],
  ])("%s", (_, group, expected) => {
    expect(optionGroupProblem(group)).toBe(expected);
  });
});

describe("the pasang cell", () => {
  it("writes and reads attachments in order", () => {
    const list = [
      { kind: "kategori" as const, name: "Sambal" },
      { kind: "menu" as const, name: "Ayam Geprek" },
    ];
    expect(attachmentsCell(list)).toBe("kategori:Sambal|menu:Ayam Geprek");
    expect(parseAttachmentsCell(" Kategori : Sambal |menu:Ayam Geprek ")).toEqual(list);
    expect(parseAttachmentsCell("")).toEqual([]);
    expect(parseAttachmentsCell("piring:Besar")).toBeNull();
    expect(parseAttachmentsCell("menu:")).toBeNull();
  });
});
