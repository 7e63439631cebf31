package dev.lanewire.codec.object;

import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Structural equality for test graphs: records by component, arrays and lists by element, sets and
 * maps by content; floats and doubles by raw bits (the wire keeps NaN payloads and -0.0).
 */
final class Deep {

    private Deep() {
    }

    static boolean equal(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        if (a instanceof Float x && b instanceof Float y) {
            return Float.floatToRawIntBits(x) == Float.floatToRawIntBits(y);
        }
        if (a instanceof Double x && b instanceof Double y) {
            return Double.doubleToRawLongBits(x) == Double.doubleToRawLongBits(y);
        }
        if (a.getClass().isArray() && b.getClass() == a.getClass()) {
            int n = Array.getLength(a);
            if (n != Array.getLength(b)) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (!equal(Array.get(a, i), Array.get(b, i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            Iterator<?> i = x.iterator();
            Iterator<?> j = y.iterator();
            while (i.hasNext()) {
                if (!equal(i.next(), j.next())) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof Set<?> x && b instanceof Set<?> y) {
            return x.equals(y);
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            for (Map.Entry<?, ?> e : x.entrySet()) {
                if (!y.containsKey(e.getKey()) || !equal(e.getValue(), y.get(e.getKey()))) {
                    return false;
                }
            }
            return true;
        }
        if (a.getClass().isRecord() && b.getClass() == a.getClass()) {
            for (RecordComponent rc : a.getClass().getRecordComponents()) {
                try {
                    rc.getAccessor().setAccessible(true);
                    if (!equal(rc.getAccessor().invoke(a), rc.getAccessor().invoke(b))) {
                        return false;
                    }
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
            return true;
        }
        return Objects.equals(a, b);
    }
}
