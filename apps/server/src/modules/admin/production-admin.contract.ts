/** The contract of the back office's Produksi routes (issue 14), attached by lib/contract.ts. */
import { peopleReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const who =
  "Roles owner and kacab (`admin.manage`); only the session's outlet (another outlet's id → 404). One transaction with an audit row (entity `station` / `screen`) and the `plotting` live event.";

export const productionAdminContract: RouteContracts = {
  "GET /admin/production": {
    summary: "Production stations and screens (back office)",
    description: `The outlet's stations (\`m_plot_produksi_id\`, \`m_plot_produksi_nama\`, \`categories\`: how many categories it cooks) and production screens (\`id\`, \`layar_name\`), by name. What a screen shows is its plotting (POST /m-layar-produksi/plotting). ${who}`,
    response: replies(200, peopleReplies.production),
  },
  "POST /admin/stations": {
    summary: "Add a production station (back office)",
    description: `Form: \`m_plot_produksi_nama\` (1–40, unique in the outlet → 409 \`Nama plot produksi sudah dipakai\`). ${who}`,
    response: replies(200, peopleReplies.station),
  },
  "POST /admin/stations/:id": {
    summary: "Rename a production station (back office)",
    description: `Form: \`m_plot_produksi_nama\` (as for adding). ${who}`,
    response: replies(200, peopleReplies.station),
  },
  "POST /admin/screens": {
    summary: "Add a production screen (back office)",
    description: `Form: \`layar_name\` (1–40, unique in the outlet ignoring case → 409 \`Nama layar produksi sudah dipakai\`). The screen starts with empty left and right plotting. ${who}`,
    response: replies(200, peopleReplies.screen),
  },
  "POST /admin/screens/:id": {
    summary: "Rename a production screen (back office)",
    description: `Form: \`layar_name\` (as for adding). ${who}`,
    response: replies(200, peopleReplies.screen),
  },
};
