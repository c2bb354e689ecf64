import Testing
@testable import FormKit

@Suite struct ValidationErrorTests {
    @Test(arguments: [("Name", "is required", "Name is required"), ("", "is required", "is required"),
                      ("E-mail", "is not a valid email address", "E-mail is not a valid email address")])
    func descriptionPutsTheTitleBeforeTheMessage(title: String, message: String, description: String) {
        let error = ValidationError(key: "k", title: title, validator: "v", message: message, path: nil)
        #expect(error.description == description)
    }

    @Test func errorsKeepWhatTheyWereGivenAndCompareByAllOfIt() {
        let path = FormPath(section: 0, bunch: 1, item: 2)
        let error = ValidationError(key: "name", title: "Name", validator: "required", message: "is required", path: path)
        #expect(error.key == "name" && error.title == "Name" && error.validator == "required")
        #expect(error.message == "is required" && error.path == path)
        let elsewhere = ValidationError(key: "name", title: "Name", validator: "required", message: "is required",
                                        path: FormPath(section: 0, bunch: 1, item: 3))
        #expect(error != elsewhere)
        #expect(Set([error, error, elsewhere]).count == 2)
    }

    @Test func pathDescriptionNamesEachIndex() {
        #expect(FormPath(section: 0, bunch: 1, item: 2).description == "section 0, bunch 1, item 2")
    }

    @Test func aNegativePathIndexIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = FormPath(section: 0, bunch: -1, item: 0)
        }
    }
}
