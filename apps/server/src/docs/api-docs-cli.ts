/** `npm run docs:api`: writes docs/API.md from the route contracts (api-docs.ts). */
import { writeFile } from "node:fs/promises";
import { API_MD, renderApiDocs } from "./api-docs.ts";

await writeFile(API_MD, await renderApiDocs());
console.log(`wrote ${API_MD}`);
