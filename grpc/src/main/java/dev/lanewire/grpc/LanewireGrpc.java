package dev.lanewire.grpc;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import io.grpc.MethodDescriptor;
import io.grpc.MethodDescriptor.MethodType;
import io.grpc.ServerCallHandler;
import io.grpc.ServerServiceDefinition;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ServerCalls;
import io.grpc.stub.StreamObserver;
import java.util.Objects;
import java.util.function.Function;

/**
 * gRPC methods and services whose messages are Lanewire-encoded values, without {@code .proto}
 * files or generated stubs.
 *
 * <p>Define each method once, from its full name and the message types (codecs derived with
 * {@link Codecs#of(Class)}) or codecs, and share the descriptor between server and client:
 *
 * <pre>{@code
 * MethodDescriptor<QuoteRequest, Quote> getQuote =
 *         LanewireGrpc.unaryMethod("quotes.Quotes/GetQuote", QuoteRequest.class, Quote.class);
 * ServerServiceDefinition service = LanewireGrpc.service("quotes.Quotes")
 *         .unary(getQuote, request -> lookUp(request))
 *         .build();
 * }</pre>
 *
 * <p>A server adds the service ({@code ServerBuilder.addService}); a client calls the method with
 * {@link io.grpc.stub.ClientCalls} on any {@link io.grpc.Channel}.
 */
public final class LanewireGrpc {

    private LanewireGrpc() {
    }

    /** A marshaller for {@code codec}; see {@link LanewireMarshaller}. */
    public static <T> LanewireMarshaller<T> marshaller(Codec<T> codec) {
        return LanewireMarshaller.of(codec);
    }

    /** A marshaller for the codec {@link Codecs#of(Class)} derives for {@code type}. */
    public static <T> LanewireMarshaller<T> marshaller(Class<T> type) {
        return LanewireMarshaller.of(type);
    }

    /**
     * A method of {@code type} named {@code fullName} ({@code "package.Service/Method"}) whose
     * requests and responses are marshalled by {@code requests} and {@code responses}.
     *
     * @throws IllegalArgumentException if {@code fullName} has no service part or no method part
     */
    public static <Q, R> MethodDescriptor<Q, R> method(MethodType type, String fullName,
            MethodDescriptor.Marshaller<Q> requests, MethodDescriptor.Marshaller<R> responses) {
        Objects.requireNonNull(type, "type");
        String service = MethodDescriptor.extractFullServiceName(Objects.requireNonNull(fullName, "fullName"));
        if (service == null || service.isEmpty() || fullName.length() == service.length() + 1) {
            throw new IllegalArgumentException("method name \"" + fullName + "\" is not of the form package.Service/Method");
        }
        return MethodDescriptor.<Q, R>newBuilder()
                .setType(type)
                .setFullMethodName(fullName)
                .setRequestMarshaller(Objects.requireNonNull(requests, "requests"))
                .setResponseMarshaller(Objects.requireNonNull(responses, "responses"))
                .build();
    }

    /** A unary method (one request, one response) with messages encoded by the given codecs. */
    public static <Q, R> MethodDescriptor<Q, R> unaryMethod(String fullName, Codec<Q> requests, Codec<R> responses) {
        return method(MethodType.UNARY, fullName, marshaller(requests), marshaller(responses));
    }

    /** A unary method (one request, one response) with codecs derived for the two types. */
    public static <Q, R> MethodDescriptor<Q, R> unaryMethod(String fullName, Class<Q> requests, Class<R> responses) {
        return unaryMethod(fullName, Codecs.of(requests), Codecs.of(responses));
    }

    /** A server-streaming method (one request, a stream of responses) with the given codecs. */
    public static <Q, R> MethodDescriptor<Q, R> serverStreamingMethod(String fullName, Codec<Q> requests,
            Codec<R> responses) {
        return method(MethodType.SERVER_STREAMING, fullName, marshaller(requests), marshaller(responses));
    }

    /** A server-streaming method (one request, a stream of responses) with codecs derived for the two types. */
    public static <Q, R> MethodDescriptor<Q, R> serverStreamingMethod(String fullName, Class<Q> requests,
            Class<R> responses) {
        return serverStreamingMethod(fullName, Codecs.of(requests), Codecs.of(responses));
    }

    /** A client-streaming method (a stream of requests, one response) with the given codecs. */
    public static <Q, R> MethodDescriptor<Q, R> clientStreamingMethod(String fullName, Codec<Q> requests,
            Codec<R> responses) {
        return method(MethodType.CLIENT_STREAMING, fullName, marshaller(requests), marshaller(responses));
    }

    /** A client-streaming method (a stream of requests, one response) with codecs derived for the two types. */
    public static <Q, R> MethodDescriptor<Q, R> clientStreamingMethod(String fullName, Class<Q> requests,
            Class<R> responses) {
        return clientStreamingMethod(fullName, Codecs.of(requests), Codecs.of(responses));
    }

    /** A bidirectional-streaming method (streams both ways) with the given codecs. */
    public static <Q, R> MethodDescriptor<Q, R> bidiStreamingMethod(String fullName, Codec<Q> requests,
            Codec<R> responses) {
        return method(MethodType.BIDI_STREAMING, fullName, marshaller(requests), marshaller(responses));
    }

    /** A bidirectional-streaming method (streams both ways) with codecs derived for the two types. */
    public static <Q, R> MethodDescriptor<Q, R> bidiStreamingMethod(String fullName, Class<Q> requests,
            Class<R> responses) {
        return bidiStreamingMethod(fullName, Codecs.of(requests), Codecs.of(responses));
    }

    /**
     * Starts a service named {@code serviceName} ({@code "package.Service"}, the part of its
     * methods' full names before the slash).
     */
    public static ServiceBuilder service(String serviceName) {
        return new ServiceBuilder(serviceName);
    }

    /**
     * Binds handlers to methods of one service and builds the {@link ServerServiceDefinition} a
     * server adds. Each method's type must match the kind of handler bound to it, and its service
     * name the builder's.
     */
    public static final class ServiceBuilder {

        private final ServerServiceDefinition.Builder definition;
        private final String serviceName;

        private ServiceBuilder(String serviceName) {
            this.serviceName = Objects.requireNonNull(serviceName, "serviceName");
            this.definition = ServerServiceDefinition.builder(serviceName);
        }

        /**
         * Serves a unary method with a function from request to response. A
         * {@link StatusRuntimeException} it throws ends the call with that status; any other
         * exception is gRPC's to report ({@code UNKNOWN}).
         */
        public <Q, R> ServiceBuilder unary(MethodDescriptor<Q, R> method, Function<? super Q, ? extends R> handler) {
            Objects.requireNonNull(handler, "handler");
            return unaryAsync(method, (request, responses) -> {
                R response;
                try {
                    response = handler.apply(request);
                } catch (StatusRuntimeException e) {
                    responses.onError(e);
                    return;
                }
                responses.onNext(response);
                responses.onCompleted();
            });
        }

        /** Serves a unary method with a handler that answers through a {@link StreamObserver}, now or later. */
        public <Q, R> ServiceBuilder unaryAsync(MethodDescriptor<Q, R> method, ServerCalls.UnaryMethod<Q, R> handler) {
            return add(method, MethodType.UNARY, ServerCalls.asyncUnaryCall(handler));
        }

        /** Serves a server-streaming method: the handler sends any number of responses, then completes. */
        public <Q, R> ServiceBuilder serverStreaming(MethodDescriptor<Q, R> method,
                ServerCalls.ServerStreamingMethod<Q, R> handler) {
            return add(method, MethodType.SERVER_STREAMING, ServerCalls.asyncServerStreamingCall(handler));
        }

        /** Serves a client-streaming method: the handler returns the observer of the requests. */
        public <Q, R> ServiceBuilder clientStreaming(MethodDescriptor<Q, R> method,
                ServerCalls.ClientStreamingMethod<Q, R> handler) {
            return add(method, MethodType.CLIENT_STREAMING, ServerCalls.asyncClientStreamingCall(handler));
        }

        /** Serves a bidirectional-streaming method: the handler returns the observer of the requests. */
        public <Q, R> ServiceBuilder bidiStreaming(MethodDescriptor<Q, R> method,
                ServerCalls.BidiStreamingMethod<Q, R> handler) {
            return add(method, MethodType.BIDI_STREAMING, ServerCalls.asyncBidiStreamingCall(handler));
        }

        /** The service with every method bound so far. */
        public ServerServiceDefinition build() {
            return definition.build();
        }

        private <Q, R> ServiceBuilder add(MethodDescriptor<Q, R> method, MethodType type, ServerCallHandler<Q, R> handler) {
            Objects.requireNonNull(method, "method");
            if (method.getType() != type) {
                throw new IllegalArgumentException(method.getFullMethodName() + " is " + method.getType()
                        + ", not " + type);
            }
            if (!serviceName.equals(method.getServiceName())) {
                throw new IllegalArgumentException(method.getFullMethodName() + " is not a method of " + serviceName);
            }
            definition.addMethod(method, handler);
            return this;
        }
    }
}
