// Testing Library's DOM matchers (toBeDisabled, toHaveValue, toHaveTextContent…) for every unit test.
import "@testing-library/jest-dom";
