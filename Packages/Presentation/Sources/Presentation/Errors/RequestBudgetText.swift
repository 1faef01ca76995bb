/// How wxapp's own request budget reads in sentences: "50 requests", "1 request", "58 seconds".
struct RequestBudgetText: LanguageText {
    let words: Words

    func requests(_ count: Int) -> String {
        words.plural(count, "\(count) request", "\(count) requests")
    }

    func seconds(_ count: Int) -> String {
        words.plural(count, "\(count) second", "\(count) seconds")
    }
}
