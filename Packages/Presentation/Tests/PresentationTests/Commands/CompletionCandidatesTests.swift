import ArgumentParser
import Testing

@testable import Presentation

struct CompletionCandidatesTests {
    static let names = [
        "Rio de Janeiro", "N'Djamena", #"a\b"#, "x:y", "$(touch p)", "`touch p`", "Q$HOME", "~root", "a~b",
        "semi;colon", "star*", #"quote""#, "line\nbreak", "tab\there", "bidi\u{202E}", "esc\u{1B}[31m",
    ]

    @Test func bashGetsEachNameSingleQuotedAndNoneItsLineEditorWouldLeaveToExpand() {
        #expect(
            CompletionCandidates.lines(Self.names, for: .bash) == [
                "'Rio de Janeiro'", #"'N'\''Djamena'"#, #"'a\b'"#, "'x:y'", "'a~b'", "'semi;colon'",
                "'star*'",
                #"'quote"'"#,
            ])
    }

    @Test func zshGetsColonsAndBackslashesEscapedForDescribe() {
        #expect(
            CompletionCandidates.lines(Self.names, for: .zsh) == [
                "Rio de Janeiro", "N'Djamena", #"a\\b"#, #"x\:y"#, "$(touch p)", "`touch p`", "Q$HOME",
                "~root",
                "a~b", "semi;colon", "star*", #"quote""#,
            ])
    }

    @Test func fishAndAnUnknownShellGetTheNamesAsTheyAre() {
        let plain = Array(Self.names.prefix(12))
        #expect(CompletionCandidates.lines(Self.names, for: .fish) == plain)
        #expect(CompletionCandidates.lines(Self.names, for: nil) == plain)
    }
}
