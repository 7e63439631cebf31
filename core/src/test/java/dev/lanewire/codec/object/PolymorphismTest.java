package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.object.Model.Circle;
import dev.lanewire.codec.object.Model.Figure;
import dev.lanewire.codec.object.Model.Group;
import dev.lanewire.codec.object.Model.Rect;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Sealed hierarchies and registered subtypes, by stable type id. */
class PolymorphismTest {

    /** Ids pinned by annotation, deliberately not in permits order. */
    sealed interface Shape2 permits Square, Dot {
    }

    @TypeId(7)
    record Square(int side) implements Shape2 {
    }

    @TypeId(3)
    record Dot() implements Shape2 {
    }

    /** An open base: subtypes must be registered. */
    interface Animal {
    }

    record Cat(String name) implements Animal {
    }

    record Dog(int weight) implements Animal {
    }

    record Zoo(List<Animal> animals) {
    }

    @Test
    void sealedSubtypesGetTheirIndexInPermitsOrder() {
        Codec<Figure> codec = Codecs.of(Figure.class);
        // Slot tag 1, type id 1 (Rect is second in permits), then the Rect block (w, h).
        byte[] bytes = Io.encode(codec, new Rect(2, -1));
        assertArrayEquals(new byte[] {1, 1, 2, 0, 0, 0, -1, -1, -1, -1}, bytes, Io.hex(bytes));
        assertEquals(new Rect(2, -1), Io.decode(codec, bytes));
        Figure nested = new Group("g", List.of(new Circle(1.5), new Group("inner", List.of()), new Rect(1, 1)));
        assertEquals(nested, Io.decode(codec, Io.encode(codec, nested)));
    }

    @Test
    void typeIdAnnotationsPinTheIds() {
        Codec<Shape2> codec = Codecs.of(Shape2.class);
        assertArrayEquals(new byte[] {1, 7, 5, 0, 0, 0}, Io.encode(codec, new Square(5)));
        assertArrayEquals(new byte[] {1, 3}, Io.encode(codec, new Dot()));
        assertEquals(new Dot(), Io.decode(codec, new byte[] {1, 3}));
    }

    @Test
    void unknownTypeIdIsMalformed() {
        Codec<Figure> codec = Codecs.of(Figure.class);
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(codec, new byte[] {1, 3, 0, 0, 0, 0}));
        assertEquals(1, e.offset());
        Codec<Shape2> pinned = Codecs.of(Shape2.class);
        assertThrows(CodecException.class, () -> Io.decode(pinned, new byte[] {1, 0}));
    }

    @Test
    void registeredSubtypesOfAnOpenBase() {
        Codecs registry = Codecs.builder().subtype(Animal.class, Cat.class, 10).subtype(Animal.class, Dog.class, 20)
                .build();
        Codec<Zoo> codec = registry.codec(Zoo.class);
        Zoo zoo = new Zoo(java.util.Arrays.asList(new Cat("tom"), null, new Dog(30)));
        byte[] bytes = Io.encode(codec, zoo);
        // Zoo, list of 3: Cat (id 10, Latin-1 "tom": header 3 << 2 | 1 = 0x0D), null, Dog (id 20, block).
        assertArrayEquals(new byte[] {1, 1, 3, 1, 10, 0x0D, 't', 'o', 'm', 0, 1, 20, 30, 0, 0, 0}, bytes, Io.hex(bytes));
        assertEquals(zoo, Io.decode(codec, bytes));
    }

    @Test
    void unregisteredSubtypeIsRefusedOnWrite() {
        Codecs registry = Codecs.builder().subtype(Animal.class, Cat.class, 0).build();
        Codec<Zoo> codec = registry.codec(Zoo.class);
        assertThrows(CodecException.class, () -> Io.encode(codec, new Zoo(List.of(new Dog(1)))));
    }

    @Test
    void openBaseWithoutSubtypesCannotBeDerived() {
        assertThrows(IllegalArgumentException.class, () -> Codecs.of(Zoo.class));
    }
}
