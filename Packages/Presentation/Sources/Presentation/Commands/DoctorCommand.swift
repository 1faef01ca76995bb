import ArgumentParser
import Domain

/// `wxapp doctor [--backup] [--rebuild]`: checks the database; backs it up, or rebuilds it from what can be read.
struct DoctorCommand: FormattedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "doctor",
            abstract: Help.words(
                "Check the database and the weather services, and back the database up or rebuild it."),
            discussion: Help.words(
                """
                Checks the database file: SQLite's integrity check, the schema version, what it holds and \
                that some name reaches each saved place. \
                Lists each weather provider with its base URL, its place in the order asked and whether it \
                answered when last asked. \
                --backup copies the file beside itself first. --rebuild backs it up, then replaces it with a \
                new file holding every saved place whose weather can still be read. The old file is never deleted.
                """))
    }

    @Flag(help: Help.words("Copy the database to a new file beside it, named <file>.backup-<time>."))
    var backup = false

    @Flag(
        help: Help.words(
            "Back the database up, then rebuild it from every saved place that can still be read."))
    var rebuild = false

    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let report = try await services.useCases.databaseDoctor().execute(backUp: backup, rebuild: rebuild)
        switch format {
        case .json: context.print(try DoctorRenderer.json(report).text())
        case .table, .plain:
            context.print(DoctorRenderer(plain: format == .plain, words: context.words).render(report))
        }
        if report.health.isFromANewerVersion {
            let path = report.health.path
            context.notice(
                context.words(
                    "The database \(path) was written by a newer version of wxapp. Update wxapp to use it, or go on with another file with --db."
                ))
            return ExitStatus.ioError
        }
        guard report.health.isHealthy else {
            let (path, problems) = (report.health.path, report.health.problems.joined(separator: "; "))
            context.notice(
                context.words(
                    "The database \(path) has problems: \(problems). Run \"wxapp doctor --rebuild\" to keep every place that can still be read (the file is backed up first)."
                ))
            return ExitStatus.ioError
        }
        return ExitStatus.success
    }
}
