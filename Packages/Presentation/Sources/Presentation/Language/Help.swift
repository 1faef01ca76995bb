import ArgumentParser
import Domain
import Synchronization

/// The words of wxapp's help: every command's abstract and discussion, every option's and argument's help,
/// and the checks commands make of their own options. ArgumentParser reads them at every run, to find
/// the command and to write completions and the man page, all in English as written; only while `--help`,
/// `wxapp help` or a usage error is written is there a reader (`$reader`), whose language they are then
/// given in.
///
/// Write each as `Help.words("…")` where it is declared: the catalogs are extracted from those calls, as
/// from `words("…")` (scripts/generate_catalogs.py).
enum Help {
    /// The words of the one reading the help being written; nil at any other time.
    @TaskLocal static var reader: Words?

    /// `sentence` in the reader's language, or as written when there is no reader.
    static func words(_ sentence: Sentence) -> String {
        reader.map { $0(sentence) } ?? sentence.english
    }

    /// `sentence` in the sense `context` names, for one English sentence of two meanings.
    static func words(_ sentence: Sentence, context: String) -> String {
        reader.map { $0(sentence, context: context) } ?? sentence.english
    }

    /// `sentence` as an option's or argument's help, with the name of the value it takes.
    static func words(_ sentence: Sentence, valueName: String? = nil) -> ArgumentHelp {
        ArgumentHelp(reader.map { $0(sentence) } ?? sentence.english, valueName: valueName)
    }

    /// A command's configuration, made once in English (read at every run, many times), and made again
    /// for a reader.
    static func configuration(of command: Any.Type, _ make: () -> CommandConfiguration)
        -> CommandConfiguration
    {
        madeOnce(ObjectIdentifier(command), in: english, make)
    }

    /// An option's help, made once in English, as ArgumentParser reads it many times a run, under `key`,
    /// and made again for a reader.
    static func once(_ key: String, _ make: () -> ArgumentHelp) -> ArgumentHelp {
        madeOnce(key, in: englishHelp, make)
    }

    /// What `make` makes: kept in `cache` under `key` while there is no reader, made anew for one.
    private static func madeOnce<Key: Hashable & Sendable, Value: Sendable>(
        _ key: Key, in cache: borrowing Mutex<[Key: Value]>, _ make: () -> Value
    ) -> Value {
        guard reader == nil else { return make() }
        if let made = cache.withLock({ $0[key] }) { return made }
        let made = make()
        cache.withLock { $0[key] = made }
        return made
    }

    private static let english = Mutex<[ObjectIdentifier: CommandConfiguration]>([:])
    private static let englishHelp = Mutex<[String: ArgumentHelp]>([:])
}

extension Help {
    /// "a, b or c", in the reader's language.
    static func alternatives(_ items: [String]) -> String {
        guard let reader else { return ErrorMessage.alternatives(items) }
        return ErrorMessage.alternatives(items, words: reader)
    }

    /// "a, b and c", in the reader's language.
    static func every(_ items: [String]) -> String {
        guard let reader else { return ErrorMessage.list(items, lastSeparator: " and ") }
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        let head = items.dropLast().joined(separator: reader.listSeparator)
        return Help.words("\(head) and \(last)")
    }

    /// "a, b, c": the parts of one list, with the reader's separator.
    static func list(_ items: [String]) -> String {
        guard let reader else { return ErrorMessage.list(items, lastSeparator: ", ") }
        return items.joined(separator: reader.listSeparator)
    }
}
