// The server's JSON endpoints (Sources/TrellisServer/PlaygroundServer.swift).

async function post(name, request) {
  const response = await fetch(`/api/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  return response.json();
}

export const documents = async () => (await fetch("/api/documents")).json();
export const document = async (index) => (await fetch(`/api/documents/${index}`)).json();
export const solve = (request) => post("solve", request);
export const explain = (request) => post("explain", request);
export const check = (request) => post("check", request);
export const render = (request) => post("render", request);
export const program = (request) => post("program", request);
