package dev.lanewire.dispatch;

/** A profile file that cannot be used: unreadable, malformed, or measured for other kernels or another JDK. */
final class MalformedProfileException extends Exception {

    private static final long serialVersionUID = 1L;

    MalformedProfileException(String message) {
        super(message);
    }
}
