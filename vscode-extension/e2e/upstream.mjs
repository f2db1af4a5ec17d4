// The model of the e2e test: a tiny OpenAI-compatible server on loopback. For the guard, a request whose last user
// message asks for money to be sent gets a transfer_funds call at once (before check_auth: the banking spec's
// auth_first blocks it); any other gets a greeting (it passes). A drafting request (the prompt of docs/drafting.md)
// gets, in that JSON contract, a predicate and a rule that forbid smoking, citing the lines it was asked about: the
// smoking paragraph of rapid-transit-act.md, which railway.esl does not cite. Usage: node upstream.mjs PORT
import http from 'node:http';

const port = Number(process.argv[2]);
const completion = (message) => ({
    id: 'chatcmpl-e2e', object: 'chat.completion', created: 0, model: 'e2e-model',
    choices: [{ index: 0, message, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});
const TRANSFER = { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function',
    function: { name: 'transfer_funds', arguments: JSON.stringify({ amount: 500, to: 'Bob' }) } }] };
const GREETING = { role: 'assistant', content: 'Hello! How can I help you today?' };
const DRAFT_REQUEST = /^Document (\S+), lines (\d+) to (\d+)/m;
const draft = (file, first, last) => ({ role: 'assistant', content: JSON.stringify({ declarations: [
    { esl: 'predicate Smokes(x) "a person {x} smokes"', source: { file, lines: [first, last] } },
    { esl: 'rule no_smoking "No person shall smoke on the railway premises": InRailway(x) => not Smokes(x)',
        source: { file, lines: [first, last] } },
] }) });

http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
        response.setHeader('Content-Type', 'application/json');
        if (request.method === 'GET' && request.url.startsWith('/v1/models')) {
            response.end(JSON.stringify({ object: 'list', data: [{ id: 'e2e-model', object: 'model' }] }));
            return;
        }
        const messages = JSON.parse(body).messages;
        const asked = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
        const drafting = DRAFT_REQUEST.exec(asked);
        const answer = drafting ? draft(drafting[1], Number(drafting[2]), Number(drafting[3]))
            : /\bsend\b/i.test(asked) ? TRANSFER : GREETING;
        console.log(`${drafting ? `drafting request for lines ${drafting[2]}-${drafting[3]}` : 'chat request'}`);
        response.end(JSON.stringify(completion(answer)));
    });
}).listen(port, '127.0.0.1', () => console.log(`e2e upstream on ${port}`));
