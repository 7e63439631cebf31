package dev.lanewire.demo;

import java.util.SplittableRandom;

/** Generates the demo data set, deterministically from a seed. */
public final class DemoData {

    /** Names as customers write them: Latin-1, other Latin, Cyrillic, Greek, Arabic, Devanagari, CJK, Hangul. */
    private static final String[] CUSTOMERS = {
        "Ana García", "Jürgen Weiß", "Søren Kierkegård", "Chloé Dubois", "Zoë O'Brien", "Łukasz Wróbel",
        "Иван Петров", "Ольга Смирнова", "Γιώργος Παπαδόπουλος", "محمد عبد الله", "फ़ातिमा शेख़",
        "田中 太郎", "王小明", "김민준", "Nguyễn Thị Lan", "Ayşe Yılmaz", "John Smith", "Mary Johnson",
    };

    private static final String[] CITIES = {
        "Zürich", "München", "São Paulo", "Kraków", "Москва", "Αθήνα", "القاهرة", "मुंबई", "東京", "北京",
        "서울", "Hà Nội", "İstanbul", "New York", "London", "Reykjavík",
    };

    private static final String[] NOTES = {
        "Leave at the door, please.", "Bitte beim Nachbarn abgeben.", "Позвоните за час до доставки.",
        "Παράδοση μετά τις 5 μ.μ.", "يرجى الاتصال عند الوصول", "कृपया शाम को पहुँचाएँ",
        "午前中にお願いします 🙏", "生日礼物，请勿打开 🎁", "Fragile ⚠️ handle with care 📦",
        "Code porte : 4821B — 2e étage", "",
    };

    private DemoData() {
    }

    /** {@code count} messages generated from {@code seed}; the same arguments give the same messages. */
    public static DemoMessage[] generate(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        DemoMessage[] out = new DemoMessage[count];
        long start = 1_767_225_600_000L;
        for (int i = 0; i < count; i++) {
            int[] tags = new int[random.nextInt(0, 9)];
            for (int t = 0; t < tags.length; t++) {
                tags[t] = random.nextInt(1, 5000);
            }
            double[] readings = new double[random.nextInt(0, 17)];
            for (int t = 0; t < readings.length; t++) {
                readings[t] = 4.0 + random.nextGaussian() * 1.5;
            }
            String note = random.nextInt(10) == 0 ? null : NOTES[random.nextInt(NOTES.length)];
            out[i] = new DemoMessage(
                    1_000_000_000L + i,
                    random.nextInt(1, 10_000_000),
                    start + i * 37L + random.nextInt(1000),
                    CUSTOMERS[random.nextInt(CUSTOMERS.length)],
                    CITIES[random.nextInt(CITIES.length)],
                    note,
                    Math.round(random.nextDouble(0.5, 2000.0) * 100) / 100.0,
                    random.nextInt(1, 50),
                    random.nextBoolean(),
                    tags,
                    readings);
        }
        return out;
    }
}
