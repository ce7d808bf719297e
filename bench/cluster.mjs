// The cluster's throughput: the doctor's appointment list (GET /api/appointment/byDoctor/:id)
// asked by `concurrency` clients as fast as answers come, straight to one instance, then through
// nginx with 1, 2 and 3 instances on the same PostgreSQL (one run, one database). For each: requests
// a second, p50/p99, and the CPU each part used (API instances, PostgreSQL, nginx, this client),
// which shows where the limit is. Used by `npm run bench -- cluster`; alone:
//   node bench/cluster.mjs [--seconds 15] [--concurrency 16]
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../scripts/cluster.mjs';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 when it has gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The children of a process (one level), from /proc. */
function childrenOf(parent) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The processes of each part, read again before each measurement (instances restart). */
function parts(cluster) {
  const postmaster = Number(
    readFileSync(join(cluster.databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  return {
    api: cluster.instances
      .filter((i) => i.child && i.child.exitCode === null)
      .map((i) => i.child.pid),
    postgres: [postmaster, ...childrenOf(postmaster)],
    nginx: [cluster.nginxPid, ...childrenOf(cluster.nginxPid)],
    client: [process.pid],
  };
}

function cpuOf(groups) {
  return Object.fromEntries(
    Object.entries(groups).map(([k, pids]) => [k, pids.reduce((n, p) => n + cpuSeconds(p), 0)]),
  );
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * `concurrency` loops asking `url` for `seconds` (after a 2 s warm-up that is not counted);
 * `groups()` names the processes whose CPU is counted.
 */
async function hammer(url, token, { seconds, concurrency, groups }) {
  const headers = { authorization: `Bearer ${token}` };
  let counting = false;
  let stop = false;
  const latencies = [];
  let errors = 0;
  const loop = async () => {
    while (!stop) {
      const t0 = performance.now();
      const response = await fetch(url, { headers }).catch(() => null);
      if (response) await response.arrayBuffer();
      if (!counting) continue;
      if (!response || response.status !== 200) errors += 1;
      else latencies.push(performance.now() - t0);
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  await new Promise((r) => setTimeout(r, 2000));
  // After the warm-up: the database's connections are open by now.
  const processes = groups();
  const cpuBefore = cpuOf(processes);
  const started = performance.now();
  counting = true;
  await new Promise((r) => setTimeout(r, seconds * 1000));
  counting = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuOf(processes);
  stop = true;
  await Promise.all(loops);
  latencies.sort((a, b) => a - b);
  const cpu = Object.fromEntries(
    Object.keys(cpuAfter).map((k) => [
      k,
      Number(((cpuAfter[k] - cpuBefore[k]) / elapsed).toFixed(2)),
    ]),
  );
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    errors,
    cpu,
  };
}

/** Runs the measurements; resolves with one row per set-up. */
export async function measureCluster({ seconds = 15, concurrency = 16, offset = 1300 } = {}) {
  const cluster = await startCluster({
    count: 3,
    offset,
    withApps: false,
    apiEnv: { DEMO_MODE: '1', DEMO_SEED: '1', RATE_LIMIT_LOGIN: '1000', REMINDERS: '0' },
  });
  try {
    const login = (base, email) =>
      json(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'CareConnect1!' }),
      });
    const admin = await login(cluster.origin, 'admin@careconnect.test');
    const doctors = await json(`${cluster.origin}/api/doctor/all?limit=200`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const doctorRow =
      doctors.find((d) => d.user?.email === 'doctor@careconnect.test') ?? doctors[0];
    const doctor = await login(cluster.origin, doctorRow.user.email);
    const path = `/api/appointment/byDoctor/${doctorRow._id}?limit=50`;
    const options = { seconds, concurrency };
    const rows = [];
    const [one, two, three] = cluster.instances;
    // 3 instances first, then fewer: stopping is quicker than starting.
    rows.push({
      setup: 'nginx → 3 instances',
      ...(await hammer(cluster.origin + path, doctor.token, {
        ...options,
        groups: () => parts(cluster),
      })),
    });
    await three.stop();
    rows.push({
      setup: 'nginx → 2 instances',
      ...(await hammer(cluster.origin + path, doctor.token, {
        ...options,
        groups: () => parts(cluster),
      })),
    });
    await two.stop();
    rows.push({
      setup: 'nginx → 1 instance',
      ...(await hammer(cluster.origin + path, doctor.token, {
        ...options,
        groups: () => parts(cluster),
      })),
    });
    rows.push({
      setup: '1 instance directly',
      ...(await hammer(one.url + path, doctor.token, { ...options, groups: () => parts(cluster) })),
    });
    return {
      rows,
      concurrency,
      seconds,
      rowsInList: (
        await json(cluster.origin + path, { headers: { authorization: `Bearer ${doctor.token}` } })
      ).length,
    };
  } finally {
    await cluster.stop();
  }
}

export function clusterTable({ rows, concurrency, seconds, rowsInList }) {
  const lines = [
    `GET /api/appointment/byDoctor/:id?limit=50 (${rowsInList} rows), ${concurrency} clients asking as fast as answers come, ${seconds} s each after a 2 s warm-up; CPU in cores used (of ${availableParallelism()}).`,
    '',
    '| set-up | requests/s | p50 ms | p99 ms | errors | CPU: API | PostgreSQL | nginx | client |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.setup} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpu.api} | ${r.cpu.postgres} | ${r.cpu.nginx} | ${r.cpu.client} |`,
    );
  const direct = rows.find((r) => r.setup === '1 instance directly');
  const proxied = rows.find((r) => r.setup === 'nginx → 1 instance');
  if (direct && proxied)
    lines.push(
      '',
      `Proxy overhead with one instance: p50 ${(proxied.p50 - direct.p50).toFixed(1)} ms, throughput ${(((proxied.rps - direct.rps) / direct.rps) * 100).toFixed(0)} %.`,
    );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? fallback : Number(process.argv[i + 1]);
  };
  const result = await measureCluster({
    seconds: arg('seconds', 15),
    concurrency: arg('concurrency', 16),
  });
  console.log(JSON.stringify(result));
  console.log(clusterTable(result));
}
