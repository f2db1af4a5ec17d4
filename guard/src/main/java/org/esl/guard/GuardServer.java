package org.esl.guard;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import com.google.gson.JsonObject;

/**
 * The guard's HTTP side on Jetty 12 (docs/guard.md says why Jetty): {@code POST /v1/chat/completions}, answered as
 * JSON or, for {@code stream: true}, as server-sent events once the answer is decided; {@code GET /v1/models} passed
 * through to the upstream; anything else is a 404 in OpenAI's error format. Bodies larger than the limit, and
 * bodies that are not UTF-8, are 400s. Each request is handled on a thread of Jetty's pool, which waits for the
 * upstream; a stop lets the requests in flight finish ({@link GracefulHandler}) before it returns.
 */
public final class GuardServer {

    /** Requests in flight at once: each waits on its own thread for the upstream. */
    static final int MOST_THREADS = 512;

    private final Server server;
    private final ServerConnector connector;
    private final String host;

    private GuardServer(Server server, ServerConnector connector, String host) {
        this.server = server;
        this.connector = connector;
        this.host = host;
    }

    /**
     * Starts serving {@code guard} on {@code host:port} (port 0 picks a free one).
     *
     * @param longest how long one request may take: the connection's idle limit, and how long a stop waits for
     *                the requests in flight
     * @throws IOException when the address cannot be bound
     */
    public static GuardServer start(Guard guard, String host, int port, int maxBodyBytes, Duration longest) throws IOException {
        QueuedThreadPool threads = new QueuedThreadPool(MOST_THREADS, 8);
        threads.setName("esl-guard");
        threads.setDaemon(true);
        Server server = new Server(threads);
        ServerConnector connector = new ServerConnector(server);
        connector.setHost(host);
        connector.setPort(port);
        connector.setIdleTimeout(longest.toMillis());
        server.addConnector(connector);
        server.setHandler(new GracefulHandler(new Routes(guard, maxBodyBytes)));
        server.setStopTimeout(longest.toMillis());
        server.setStopAtShutdown(false); // the owner stops it, then closes the log
        try {
            server.start();
        } catch (IOException e) {
            stopQuietly(server);
            throw e;
        } catch (Exception e) {
            stopQuietly(server);
            throw new IOException(e.getMessage(), e);
        }
        return new GuardServer(server, connector, host);
    }

    private static void stopQuietly(Server server) {
        try {
            server.stop();
        } catch (Exception ignored) {
            // it did not start: nothing runs to stop
        }
    }

    /** The API root clients are given: {@code http://HOST:PORT/v1}. */
    public URI uri() {
        String shown = host.contains(":") ? "[" + host + "]" : host;
        return URI.create("http://" + shown + ":" + connector.getLocalPort() + "/v1");
    }

    /** Stops taking requests, lets those in flight finish (up to the longest a request may take), then stops. */
    public void stop() {
        try {
            server.stop();
        } catch (Exception e) {
            throw new IllegalStateException("the guard's server did not stop cleanly: " + e.getMessage(), e);
        }
    }

    /** Waits until the server has stopped. */
    public void join() throws InterruptedException {
        server.join();
    }

    private static final class Routes extends Handler.Abstract {

        private final Guard guard;
        private final int maxBodyBytes;

        Routes(Guard guard, int maxBodyBytes) {
            this.guard = guard;
            this.maxBodyBytes = maxBodyBytes;
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            String path = Request.getPathInContext(request);
            String method = request.getMethod();
            try {
                if (path.equals("/v1/chat/completions")) {
                    if (!method.equals("POST")) {
                        error(response, callback, 405, "use POST for /v1/chat/completions", "invalid_request_error", Map.of());
                    } else {
                        chat(request, response, callback);
                    }
                } else if (path.equals("/v1/models") || path.startsWith("/v1/models/")) {
                    if (!method.equals("GET")) {
                        error(response, callback, 405, "use GET for " + path, "invalid_request_error", Map.of());
                    } else {
                        models(request, response, callback, path.substring("/v1/".length()));
                    }
                } else {
                    error(response, callback, 404, "esl guard serves POST /v1/chat/completions and GET /v1/models, not "
                            + method + " " + path, "invalid_request_error", Map.of());
                }
            } catch (RuntimeException e) {
                org.slf4j.LoggerFactory.getLogger(GuardServer.class).error("esl guard: internal error, please report it", e);
                error(response, callback, 500, "esl guard: internal error, please report it: " + e, "server_error", Map.of());
            }
            return true;
        }

        private void chat(Request request, Response response, Callback callback) {
            String body;
            try {
                body = body(request);
            } catch (BadRequestException e) {
                error(response, callback, 400, e.getMessage(), "invalid_request_error", Map.of());
                return;
            }
            ChatCall call;
            try {
                call = ChatCall.read(body, name -> request.getHeaders().get(name));
            } catch (BadRequestException e) {
                error(response, callback, 400, e.getMessage(), "invalid_request_error", Map.of());
                return;
            }
            Guard.Reply reply = guard.chat(call);
            reply.headers().forEach((name, value) -> response.getHeaders().put(name, value));
            response.setStatus(reply.status());
            if (reply.stream() && reply.status() == 200) {
                response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
                response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
                Content.Sink.write(response, true, ServerSentEvents.of(reply.body()), callback);
            } else {
                json(response, callback, reply.body());
            }
        }

        private void models(Request request, Response response, Callback callback, String path) {
            Map<String, String> forwarded = new java.util.LinkedHashMap<>();
            for (String name : ChatCall.FORWARDED) {
                String value = request.getHeaders().get(name);
                if (value != null) {
                    forwarded.put(name, value);
                }
            }
            try {
                Upstream.Passed passed = guard.upstream().get(path, forwarded);
                response.setStatus(passed.status());
                response.getHeaders().put(HttpHeader.CONTENT_TYPE, passed.contentType());
                Content.Sink.write(response, true, passed.body(), callback);
            } catch (UpstreamFailure failure) {
                error(response, callback, failure.status(), failure.getMessage(), "upstream_error", failure.headers());
            }
        }

        /** The body as UTF-8 text, refused when larger than the limit. */
        private String body(Request request) throws BadRequestException {
            byte[] bytes;
            try (InputStream in = Content.Source.asInputStream(request)) {
                bytes = request.getLength() > maxBodyBytes ? null : in.readNBytes(maxBodyBytes + 1);
                if (bytes == null || bytes.length > maxBodyBytes) {
                    drain(in);
                    throw new BadRequestException("the request body is larger than the guard's limit of "
                            + maxBodyBytes / (1024 * 1024) + " MB (--max-request-mb)");
                }
            } catch (IOException e) {
                throw new BadRequestException("the request body could not be read: " + e.getMessage());
            }
            try {
                return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                throw new BadRequestException("the request body is not UTF-8");
            }
        }

        /**
         * Reads and drops what is left of a refused body, up to four times the limit: a client that is still sending
         * when the refusal comes would otherwise see its connection reset, not the 400 that says why.
         */
        private void drain(InputStream in) throws IOException {
            byte[] buffer = new byte[64 * 1024];
            long left = 4L * maxBodyBytes;
            int read;
            while (left > 0 && (read = in.read(buffer, 0, (int) Math.min(buffer.length, left))) >= 0) {
                left -= read;
            }
        }

        private static void error(Response response, Callback callback, int status, String message, String type,
                Map<String, String> headers) {
            headers.forEach((name, value) -> response.getHeaders().put(name, value));
            response.setStatus(status);
            json(response, callback, OpenAiErrors.of(message, type));
        }

        private static void json(Response response, Callback callback, JsonObject body) {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            Content.Sink.write(response, true, body.toString(), callback);
        }
    }
}
