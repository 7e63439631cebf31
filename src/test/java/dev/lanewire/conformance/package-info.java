/**
 * The conformance suite: wire format v1 checked against the assembled library, run by
 * {@code mvn verify} with and without {@code jdk.incubator.vector}.
 *
 * <ul>
 *   <li>{@code GoldenVectorTest}: the vectors in {@code src/test/resources/golden/v1}, derived by
 *       hand from {@code docs/wire-format.md}, pin every byte; malformed vectors pin the offset of
 *       every refusal.</li>
 *   <li>{@code RoundTripPropertiesTest}, {@code MalformedInputPropertiesTest}: jqwik properties
 *       (generators in {@code WireArbitraries}) on heap, heap-slice, off-heap and expandable Agrona
 *       buffers; failures print the wire bytes in hex.</li>
 *   <li>{@code LargeValuesTest}: values large enough for the kernels' large-input paths.</li>
 *   <li>{@code ReadmeExampleTest}: the README's example, compiled and run.</li>
 * </ul>
 */
package dev.lanewire.conformance;
