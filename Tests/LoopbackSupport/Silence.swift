/// A fake that never answers: it waits, without a clock, until its task is cancelled. A test that needs a
/// slow service uses this, never a delay raced against a timeout.
public enum Silence {
    /// Returns only once the calling task is cancelled.
    public static func untilCancelled() async {
        // Nothing is ever sent on the stream: its iteration ends when the task is cancelled.
        let (silence, end) = AsyncStream<Never>.makeStream()
        for await _ in silence {}
        end.finish()
    }
}
