/// How wxapp's own request budget reads in sentences: "50 requests", "1 request", "58 seconds".
enum RequestBudgetText {
    static func requests(_ count: Int) -> String {
        count == 1 ? "1 request" : "\(count) requests"
    }

    static func seconds(_ count: Int) -> String {
        count == 1 ? "1 second" : "\(count) seconds"
    }
}
