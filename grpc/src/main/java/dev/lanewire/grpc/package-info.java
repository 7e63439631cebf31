/**
 * gRPC integration: {@link dev.lanewire.grpc.LanewireMarshaller} carries the values of any
 * {@link dev.lanewire.codec.Codec} as gRPC messages, reading them in place where the transport
 * offers its buffers, and {@link dev.lanewire.grpc.LanewireGrpc} builds method descriptors and
 * services from codecs, without {@code .proto} files or generated stubs.
 */
package dev.lanewire.grpc;
