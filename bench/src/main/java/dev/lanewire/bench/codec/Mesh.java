package dev.lanewire.bench.codec;

import java.util.Arrays;

/**
 * Case (c): a triangle mesh, as float arrays of 3-vectors and an index array.
 *
 * @param name      mesh name
 * @param positions x, y, z per vertex
 * @param normals   x, y, z per vertex
 * @param indices   three vertex indices per triangle
 */
public record Mesh(String name, float[] positions, float[] normals, int[] indices) {

    /** Compares the arrays by content (a record's generated equals compares array identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof Mesh m && name.equals(m.name) && Arrays.equals(positions, m.positions)
                && Arrays.equals(normals, m.normals) && Arrays.equals(indices, m.indices);
    }

    /** Hashes the arrays by content, consistent with {@link #equals(Object)}. */
    @Override
    public int hashCode() {
        return name.hashCode() * 31 * 31 * 31 + Arrays.hashCode(positions) * 31 * 31
                + Arrays.hashCode(normals) * 31 + Arrays.hashCode(indices);
    }

    /** Names the mesh and its sizes, not its contents. */
    @Override
    public String toString() {
        return "Mesh[" + name + ", " + positions.length / 3 + " vertices, " + indices.length / 3 + " triangles]";
    }
}
