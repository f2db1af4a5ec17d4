// The model the e2e test's guard forwards to: a tiny OpenAI-compatible server on loopback. A request whose last
// user message asks for money to be sent gets a transfer_funds call at once (before check_auth: the banking spec's
// auth_first blocks it); any other gets a greeting (it passes). Usage: node upstream.mjs PORT
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
        response.end(JSON.stringify(completion(/\bsend\b/i.test(asked) ? TRANSFER : GREETING)));
    });
}).listen(port, '127.0.0.1', () => console.log(`e2e upstream on ${port}`));
