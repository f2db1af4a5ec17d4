#!/usr/bin/env python3
"""One start of CHECKOUT/bin/esl lsp (archives in ARCHIVES, ESL_JAVA_OPTS passed on): initialize on examples/, then
banking.esl opened; at its first publishDiagnostics prints LABEL, the milliseconds to the answer to initialize and to
those diagnostics, the server's CPU time (user + sys) and its threads'. Usage: lsp-start-threads.py CHECKOUT ARCHIVES LABEL
(bench/lsp-start-threads.sh runs it in alternation)."""
import glob
import json
import os
import re
import subprocess
import sys
import time

checkout, archives, label = sys.argv[1], sys.argv[2], sys.argv[3]
examples = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', 'examples'))
banking = os.path.join(examples, 'banking.esl')
ticks = os.sysconf('SC_CLK_TCK')
start = time.monotonic()
server = subprocess.Popen(['sh', os.path.join(checkout, 'bin/esl'), 'lsp'], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, env=dict(os.environ, ESL_CDS_DIR=archives, ESL_CDS='on'))


def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b'Content-Length: %d\r\n\r\n' % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        line = server.stdout.readline()
        if not line:
            sys.exit('lsp-start-threads: the server closed its output')
        if not line.strip():
            return json.loads(server.stdout.read(length))
        name, value = line.split(b':', 1)
        if name.strip().lower() == b'content-length':
            length = int(value)


def cpu_millis(stat):
    """utime + stime of a /proc stat line, after the command name, which may hold blanks."""
    fields = stat.rsplit(')', 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 // ticks


send({'jsonrpc': '2.0', 'id': 1, 'method': 'initialize', 'params': {
    'processId': os.getpid(), 'capabilities': {}, 'workspaceFolders': [{'uri': 'file://' + examples, 'name': 'bench'}]}})
while receive().get('id') != 1:
    pass
initialized = time.monotonic()
send({'jsonrpc': '2.0', 'method': 'initialized', 'params': {}})
with open(banking) as spec:
    send({'jsonrpc': '2.0', 'method': 'textDocument/didOpen', 'params': {'textDocument': {
        'uri': 'file://' + banking, 'languageId': 'esl', 'version': 1, 'text': spec.read()}}})
while True:
    message = receive()
    if message.get('method') == 'textDocument/publishDiagnostics' and message['params']['uri'] == 'file://' + banking:
        break
diagnosed = time.monotonic()
threads = {}
for path in glob.glob('/proc/%d/task/*/stat' % server.pid):
    try:
        with open(path) as stat:
            line = stat.read()
    except OSError:
        continue
    name = re.sub(r'\d+$', 'N', re.match(r'^\d+ \((.*)\) ', line).group(1)).strip()
    threads[name] = threads.get(name, 0) + cpu_millis(line)
with open('/proc/%d/stat' % server.pid) as stat:
    total = cpu_millis(stat.read())
threads['ended'] = total - sum(threads.values())
send({'jsonrpc': '2.0', 'id': 2, 'method': 'shutdown'})
while receive().get('id') != 2:
    pass
send({'jsonrpc': '2.0', 'method': 'exit'})
server.wait(30)
busiest = sorted(threads.items(), key=lambda thread: -thread[1])[:7]
print('%s wall_init=%d wall_diag=%d cpu=%d %s' % (label, (initialized - start) * 1000, (diagnosed - start) * 1000, total,
                                                 ' '.join('%s:%d' % thread for thread in busiest)), flush=True)
