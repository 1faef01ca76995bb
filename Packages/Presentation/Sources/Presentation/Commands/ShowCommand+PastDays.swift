import Domain

extension ShowCommand {
    /// `show --date`: the days `text` names at each place, read before anything is asked of a service.
    func runPastDays(
        _ text: String, for places: [String], in services: CommandServices, context: CommandContext
    )
        async throws(WeatherError) -> Int32
    {
        let query = try PastDaysQuery(text)
        let useCase = try services.useCases.showPastWeather()
        let policy = weather.fetchPolicy(lifetime: services.cacheLifetime)
        let results = try await context.withProgress(
            for: places, offline: weather.offline,
            one: { place in context.words("Fetching past weather: \(place)…") },
            many: { _ in context.words("Fetching past weather…") }
        ) { await useCase.execute(places, days: query, policy: policy) }
        let (shown, exitCode) = context.outcome(of: results)
        guard !shown.isEmpty else { return exitCode }
        let display = context.display(weather, format: format.displayedAs, services: services)
        let notices = context.originNotice(display)
        for item in shown {
            if let notice = notices.text(for: item.report) { context.notice(notice) }
        }
        let views = shown.map { PastDaysView(shown: $0, display: display) }
        switch format {
        case .json:
            let documents = views.map(PastDaysJSON.document)
            context.print(try (places.count > 1 ? JSONValue.places(documents) : documents[0]).text())
        case .table:
            context.print(views.map { PastDaysTableRenderer(view: $0).render() }.joined(separator: "\n"))
        case .plain, .prometheus:  // `validate` refuses prometheus with --date
            context.print(views.map { PastDaysPlainRenderer(view: $0).render() }.joined(separator: "\n"))
        }
        return exitCode
    }
}
