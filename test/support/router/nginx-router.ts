import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A real OpenAI-compatible router setup: nginx (Debian's, run unprivileged with a temp prefix)
 * in front of the service. It checks its own router key, forwards only GET /v1/models and
 * POST /v1/chat/completions with the service's key put in by `proxy_set_header Authorization`
 * (what LiteLLM-style gateways do), streams without buffering, and answers everything else 404.
 */
export interface NginxRouter {
  baseUrl: string
  routerKey: string
  close(): Promise<void>
}

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function config(port: number, upstream: URL, routerKey: string, serviceKey: string, prefix: string): string {
  const json = (status: number, code: string, message: string) =>
    `return ${status} '{"error":{"message":"${message}","type":"invalid_request_error","code":"${code}","param":null}}';`
  return `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 16m;
  client_body_buffer_size 16m;
  map $http_authorization $router_key_ok { "Bearer ${routerKey}" 1; default 0; }
  server {
    listen 127.0.0.1:${port};
    default_type application/json;
    location = /v1/models { limit_except GET { deny all; } if ($router_key_ok = 0) { ${json(401, 'invalid_router_key', 'The router did not accept this key.')} } proxy_pass ${upstream.origin}/v1/models; proxy_set_header Authorization "Bearer ${serviceKey}"; }
    location = /v1/chat/completions {
      if ($router_key_ok = 0) { ${json(401, 'invalid_router_key', 'The router did not accept this key.')} }
      proxy_pass ${upstream.origin}/v1/chat/completions;
      proxy_set_header Authorization "Bearer ${serviceKey}";
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_read_timeout 120s;
    }
    location / { ${json(404, 'not_found', 'This router serves only /v1/models and /v1/chat/completions.')} }
  }
}
`
}

/** Starts nginx as a router to `serviceBaseUrl` (…/v1) on a random 127.0.0.1 port. */
export async function startNginxRouter(serviceBaseUrl: string, serviceKey: string, routerKey = 'rk-test-router-key'): Promise<NginxRouter> {
  const prefix = await mkdtemp(join(tmpdir(), 'tally-nginx-'))
  await mkdir(join(prefix, 'logs'))
  const port = await freePort()
  await writeFile(join(prefix, 'nginx.conf'), config(port, new URL(serviceBaseUrl), routerKey, serviceKey, prefix))
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)))
  const baseUrl = `http://127.0.0.1:${port}/v1`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`)
    try {
      await fetch(`${baseUrl}/models`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return {
    baseUrl,
    routerKey,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      await rm(prefix, { recursive: true, force: true })
    },
  }
}
